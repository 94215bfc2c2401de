import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orders, payments, subscriptions } from '../../db/schema/index.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { SUBSCRIPTION_NOT_FOUND } from './subscription-access.ts';

export const SUBSCRIPTION_STATUS_TEXTS = {
  cancelOnlyActive: 'Only an active or blocked subscription can be cancelled.',
  renewing: 'This subscription is being renewed. Cancel it once its renewal has been charged.',
  paymentSettling: 'A payment for this subscription is being processed. Try again once it has settled.',
  activateOnlyCancelling: 'Only a subscription waiting for its cancellation can be activated.',
  alreadyEnded: 'This subscription has ended. Reactivate it instead.',
} as const;

async function lockSubscription(tx: Db, id: number) {
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  if (!sub) throw notFound(SUBSCRIPTION_NOT_FOUND);
  return sub;
}

/**
 * The customer cancels (PUT /subscriptions/{id}/status, decision 0068):
 * - active: pending-cancellation until the end of the paid period (cancel_at = renewal_date), nothing renews;
 *   with no paid period (a provisioned tracker with no renewal date) it is cancelled now. Refused once the period
 *   has ended and its renewal is under way (the charge may already be on its way).
 * - blocked: cancelled now (its service is already stopped), and its unpaid renewal is withdrawn, so it can no
 *   longer be paid by hand and nothing is owed.
 */
export async function cancelSubscription(db: Db, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, id);
    if (sub.status === 'blocked') return cancelBlocked(tx, id, now);
    if (sub.status !== 'active') throw unprocessable(SUBSCRIPTION_STATUS_TEXTS.cancelOnlyActive);
    if (sub.renewalDate && sub.renewalDate <= now) throw unprocessable(SUBSCRIPTION_STATUS_TEXTS.renewing);
    await tx
      .update(subscriptions)
      .set(
        sub.renewalDate
          ? { status: 'pending-cancellation', cancelAt: sub.renewalDate }
          : { status: 'cancelled', cancelAt: now },
      )
      .where(eq(subscriptions.id, id));
  });
}

async function cancelBlocked(tx: Db, id: number, now: Date): Promise<void> {
  const open = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.subscriptionId, id),
        eq(orders.kind, 'renewal'),
        inArray(orders.status, ['pending', 'pending-approval']),
      ),
    )
    .for('update');
  const orderIds = open.map((o) => o.id);
  if (orderIds.length) {
    const settling = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(inArray(payments.orderId, orderIds), inArray(payments.status, ['processing'])));
    if (settling.length) throw unprocessable(SUBSCRIPTION_STATUS_TEXTS.paymentSettling);
    await tx
      .update(payments)
      .set({ status: 'cancelled', updatedAt: now })
      .where(
        and(
          inArray(payments.orderId, orderIds),
          inArray(payments.status, ['scheduled', 'failed', 'requires_action']),
        ),
      );
    await tx.update(orders).set({ status: 'cancelled' }).where(inArray(orders.id, orderIds));
  }
  await tx
    .update(subscriptions)
    .set({ status: 'cancelled', cancelAt: now, nextAttemptAt: null, renewalDate: null })
    .where(eq(subscriptions.id, id));
}

/** Activate (POST /subscriptions/{id}/activation): a pending cancellation is withdrawn before its date. */
export async function activateSubscription(db: Db, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, id);
    if (sub.status !== 'pending-cancellation')
      throw unprocessable(SUBSCRIPTION_STATUS_TEXTS.activateOnlyCancelling);
    if (sub.cancelAt && sub.cancelAt <= now) throw unprocessable(SUBSCRIPTION_STATUS_TEXTS.alreadyEnded);
    await tx.update(subscriptions).set({ status: 'active', cancelAt: null }).where(eq(subscriptions.id, id));
  });
}
