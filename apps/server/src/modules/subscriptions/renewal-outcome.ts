import { eq } from 'drizzle-orm';
import { addMonths, DUNNING_RETRY_DAYS, nextDunningAt } from '@lodestar/domain';
import type { Db } from '../../db/database.ts';
import { orderItems, subscriptions } from '../../db/schema/index.ts';
import type { BrandLinks } from '../../http/brand-links.ts';
import { noticeItems, queueSubscriptionNotice } from './subscription-notices.ts';

export interface RenewalOrder {
  id: number;
  accountId: number;
  subscriptionId: number | null;
  periodStart: Date | null;
}

/** The renewed subscription, locked, when the order is still the renewal of its current period; else null. */
async function renewedSubscription(tx: Db, order: RenewalOrder) {
  if (order.subscriptionId === null || order.periodStart === null) return null;
  const [sub] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, order.subscriptionId))
    .for('update');
  // an order for another period (the period has moved on since) changes nothing
  if (!sub?.renewalDate || sub.renewalDate.getTime() !== order.periodStart.getTime()) return null;
  return sub;
}

/**
 * A renewal was paid (decision 0068): the period moves on by the months it bought, the subscription is active and
 * its dunning cleared, whether the job's charge succeeded or an admin paid by hand while it was pending renewal or
 * blocked. A blocked subscription had no service meanwhile, so its new period starts at the payment, not back at
 * the renewal date it missed.
 */
export async function renewalPaid(
  tx: Db,
  links: BrandLinks | null,
  order: RenewalOrder,
  now: Date,
): Promise<void> {
  const sub = await renewedSubscription(tx, order);
  if (!sub || !['active', 'pending-renewal', 'blocked'].includes(sub.status)) return;
  const [line] = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(orderItems.id)
    .limit(1);
  const months = line?.months ?? sub.renewalMonths;
  const start = sub.status === 'blocked' ? now : order.periodStart!;
  const renewalDate = addMonths(start, months);
  await tx
    .update(subscriptions)
    .set({
      status: 'active',
      months,
      actualPrice: line?.unitPrice ?? sub.renewalPrice,
      renewalDate,
      startAt: sub.startAt ?? start,
      dunningAttempts: 0,
      nextAttemptAt: null,
    })
    .where(eq(subscriptions.id, sub.id));
  if (sub.status === 'active') return;
  await queueSubscriptionNotice(tx, links, {
    accountId: sub.accountId,
    kind: 'renewed',
    items: await noticeItems(tx, [sub.id], () => [renewalDate]),
    key: `${sub.id}:order-${order.id}`,
  });
}

/**
 * A renewal charge failed (decision 0068): pending-renewal with the next try 1, 3 and 7 days after the renewal
 * date, and blocked when the last has failed too. Counted only when it was the job's own charge (an active
 * subscription's, or a retry the job has claimed): an admin's failed Pay Now while a retry is scheduled leaves the
 * schedule as it was. The first failure and the block are told to the account's admins.
 */
export async function renewalFailed(tx: Db, links: BrandLinks | null, order: RenewalOrder): Promise<void> {
  const sub = await renewedSubscription(tx, order);
  if (!sub) return;
  const jobCharge =
    sub.status === 'active' || (sub.status === 'pending-renewal' && sub.nextAttemptAt === null);
  if (!jobCharge) return;
  const failed = sub.dunningAttempts + 1;
  const next = nextDunningAt(sub.renewalDate!, failed);
  await tx
    .update(subscriptions)
    .set(
      next
        ? { status: 'pending-renewal', dunningAttempts: failed, nextAttemptAt: next }
        : { status: 'blocked', dunningAttempts: failed, nextAttemptAt: null },
    )
    .where(eq(subscriptions.id, sub.id));
  if (next && failed > 1) return;
  const retries = DUNNING_RETRY_DAYS.map((_, i) => nextDunningAt(sub.renewalDate!, i + 1)!);
  await queueSubscriptionNotice(tx, links, {
    accountId: sub.accountId,
    kind: next ? 'renewal-failed' : 'blocked',
    items: await noticeItems(tx, [sub.id], () => (next ? retries : [])),
    key: `${sub.id}:period-${sub.renewalDate!.toISOString()}`,
  });
}
