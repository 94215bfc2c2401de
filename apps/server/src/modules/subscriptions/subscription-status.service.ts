import type { Db } from '../../db/database.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { SUBSCRIPTION_NOT_FOUND } from './subscription-access.ts';
import {
  anyPaymentSettling,
  lockSubscriptionRow,
  lockUnpaidRenewalOrders,
  updateSubscription,
  withdrawOrders,
} from './subscription-status.repository.ts';

export const SUBSCRIPTION_STATUS_TEXTS = {
  cancelOnlyActive: 'Only an active or blocked subscription can be cancelled.',
  renewing: 'This subscription is being renewed. Cancel it once its renewal has been charged.',
  paymentSettling: 'A payment for this subscription is being processed. Try again once it has settled.',
  activateOnlyCancelling: 'Only a subscription waiting for its cancellation can be activated.',
  alreadyEnded: 'This subscription has ended. Reactivate it instead.',
} as const;

async function lockSubscription(tx: Db, id: number) {
  const sub = await lockSubscriptionRow(tx, id);
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
    await updateSubscription(
      tx,
      id,
      sub.renewalDate
        ? { status: 'pending-cancellation', cancelAt: sub.renewalDate }
        : { status: 'cancelled', cancelAt: now },
    );
  });
}

async function cancelBlocked(tx: Db, id: number, now: Date): Promise<void> {
  const orderIds = await lockUnpaidRenewalOrders(tx, id);
  if (orderIds.length) {
    if (await anyPaymentSettling(tx, orderIds))
      throw unprocessable(SUBSCRIPTION_STATUS_TEXTS.paymentSettling);
    await withdrawOrders(tx, orderIds, now);
  }
  await updateSubscription(tx, id, {
    status: 'cancelled',
    cancelAt: now,
    nextAttemptAt: null,
    renewalDate: null,
  });
}

/** Activate (POST /subscriptions/{id}/activation): a pending cancellation is withdrawn before its date. */
export async function activateSubscription(db: Db, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, id);
    if (sub.status !== 'pending-cancellation')
      throw unprocessable(SUBSCRIPTION_STATUS_TEXTS.activateOnlyCancelling);
    if (sub.cancelAt && sub.cancelAt <= now) throw unprocessable(SUBSCRIPTION_STATUS_TEXTS.alreadyEnded);
    await updateSubscription(tx, id, { status: 'active', cancelAt: null });
  });
}
