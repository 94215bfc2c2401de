import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orders, payments, subscriptions } from '../../db/schema/index.ts';
import { chargeNextAttempt } from '../billing/enqueue-charge.ts';
import {
  chargeServiceOrder,
  createServiceOrder,
  taxRateFor,
} from '../subscriptions/service-orders.repository.ts';
import { claimDueRenewals, claimDueRetries, type DueRenewal } from './lifecycle-claims.repository.ts';
import { eachApart, type StepContext, type StepResult } from './lifecycle-step.ts';

/** A renewal order for the subscription's due period, charged to the default method (no order if one exists). */
async function renewalOrder(tx: Db, sub: DueRenewal, now: Date): Promise<void> {
  const made = await createServiceOrder(tx, {
    kind: 'renewal',
    accountId: sub.account_id,
    subscriptionId: sub.id,
    paysFor: sub.id,
    periodStart: sub.renewal_date,
    productId: sub.product_id,
    deviceId: sub.device_id,
    months: sub.renewal_months,
    price: sub.renewal_price,
    taxRateBps: await taxRateFor(tx, [sub.id]),
    now,
  });
  if (made) await chargeServiceOrder(tx, made, now);
}

/** (a) Renewals due: one renewal order per subscription and period, its payment charged off session. */
export async function renewDue(tx: Db, c: StepContext): Promise<StepResult> {
  const due = await claimDueRenewals(tx, c.now, c.limit);
  const done = await eachApart(tx, c, 'renewal', due, (sp, sub) => renewalOrder(sp, sub, c.now));
  return { done, claimed: due.length };
}

/**
 * (b) Dunning tries due: the renewal's payment is charged again as its next attempt. A payment settling or paid
 * meanwhile is left to its outcome; a period with no renewal order yet (made before this job) gets one.
 */
export async function retryDunning(tx: Db, c: StepContext): Promise<StepResult> {
  const due = await claimDueRetries(tx, c.now, c.limit);
  const done = await eachApart(tx, c, 'dunning', due, (sp, sub) => retryRenewal(sp, sub, c.now));
  return { done, claimed: due.length };
}

/** One dunning try: the renewal payment's next attempt, charged off session. */
async function retryRenewal(tx: Db, sub: { id: number; renewal_date: Date }, now: Date): Promise<void> {
  await tx.update(subscriptions).set({ nextAttemptAt: null }).where(eq(subscriptions.id, sub.id));
  // the order, then its payment: the order the payment outcome locks them in (no deadlock with it)
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.kind, 'renewal'),
        eq(orders.subscriptionId, sub.id),
        eq(orders.periodStart, sub.renewal_date),
      ),
    )
    .for('update');
  const [payment] = order
    ? await tx
        .select({
          id: payments.id,
          status: payments.status,
          attempt: payments.attempt,
          orderId: payments.orderId,
        })
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.number, 1)))
        .for('update')
    : [];
  if (!payment) {
    const [renewal] = await dueRenewalOf(tx, sub.id);
    if (renewal) await renewalOrder(tx, renewal, now);
    return;
  }
  // settling or paid meanwhile: its outcome decides (a failure schedules the next try)
  if (payment.status !== 'failed' && payment.status !== 'requires_action') return;
  await chargeNextAttempt(tx, payment, now);
}

/** A pending-renewal subscription as the renewal step reads it (already locked by the retry's claim). */
async function dueRenewalOf(tx: Db, id: number): Promise<DueRenewal[]> {
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!sub?.renewalDate || sub.productId === null) return [];
  return [
    {
      id: sub.id,
      account_id: sub.accountId,
      device_id: sub.deviceId,
      product_id: sub.productId,
      renewal_date: sub.renewalDate,
      renewal_months: sub.renewalMonths,
      renewal_price: sub.renewalPrice,
    },
  ];
}
