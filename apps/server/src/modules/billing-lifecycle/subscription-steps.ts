import { eq } from 'drizzle-orm';
import { addMonths } from '@lodestar/domain';
import type { Db } from '../../db/database.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { enqueueCharge } from '../billing/enqueue-charge.ts';
import { noticeItems, queueSubscriptionNotice } from '../subscriptions/subscription-notices.ts';
import type { SubscriptionNoticeKind } from '../subscriptions/subscription-mail-texts.ts';
import { claimDueInstalments, claimFirstReports, endCancellations } from './lifecycle-claims.repository.ts';
import type { StepContext, StepResult } from './lifecycle-step.ts';

/** One notice per account for what a step did to several of its subscriptions. */
async function noticeByAccount(
  tx: Db,
  c: StepContext,
  kind: SubscriptionNoticeKind,
  rows: { id: number; account_id: number }[],
  datesOf: (id: number) => Date[] = () => [],
): Promise<void> {
  const byAccount = new Map<number, { id: number }[]>();
  for (const row of rows) byAccount.set(row.account_id, [...(byAccount.get(row.account_id) ?? []), row]);
  for (const [accountId, subs] of byAccount) {
    const ids = subs.map((s) => s.id).sort((a, b) => a - b);
    const items = await noticeItems(tx, ids, datesOf);
    // a subscription makes each of these moves once in its life: its id and the batch's size name the occasion
    await queueSubscriptionNotice(tx, c.links, { accountId, kind, items, key: `${ids[0]}+${ids.length}` });
  }
}

/** (c) Pending cancellations whose paid period has ended are cancelled. */
export async function cancelDue(tx: Db, c: StepContext): Promise<StepResult> {
  const ended = await endCancellations(tx, c.now, c.limit);
  await noticeByAccount(tx, c, 'cancelled', ended);
  return { done: ended.length, claimed: ended.length };
}

/** (d) Subscriptions waiting for their tracker start at its first report, and renew their months later. */
export async function startOnFirstReport(tx: Db, c: StepContext): Promise<StepResult> {
  const reported = await claimFirstReports(tx, c.limit);
  const renewals = new Map<number, Date>(reported.map((s) => [s.id, addMonths(s.reported_at, s.months)]));
  for (const sub of reported) {
    await tx
      .update(subscriptions)
      .set({ status: 'active', startAt: sub.reported_at, renewalDate: renewals.get(sub.id)! })
      .where(eq(subscriptions.id, sub.id));
  }
  await noticeByAccount(tx, c, 'activated', reported, (id) => [renewals.get(id)!]);
  return { done: reported.length, claimed: reported.length };
}

/** (e) Scheduled instalments of orders already paid once are charged off session when due. */
export async function chargeInstalments(tx: Db, c: StepContext): Promise<StepResult> {
  const due = await claimDueInstalments(tx, c.now, c.limit);
  for (const payment of due) await enqueueCharge(tx, { paymentId: payment.id, attempt: payment.attempt });
  return { done: due.length, claimed: due.length };
}
