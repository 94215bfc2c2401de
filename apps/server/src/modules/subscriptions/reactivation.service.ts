import { PAYMENT_TEXTS } from '@lodestar/contracts';
import { isCardExpired } from '@lodestar/domain';
import type { Db } from '../../db/database.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import type { ProviderName } from '../../integrations/payments/payment-provider.ts';
import { chargeNextAttempt } from '../billing/enqueue-charge.ts';
import { firstPayment, lockOrder, lockPayment } from '../billing/order-payments.repository.ts';
import { defaultPaymentMethod } from '../billing/payment-methods.repository.ts';
import { chargeServiceOrder, createServiceOrder, taxRateFor } from './service-orders.repository.ts';
import {
  findOpenReactivation,
  findPlan,
  findTracker,
  hasNewerSubscription,
  insertSubscription,
} from './reactivation.repository.ts';
import { SUBSCRIPTION_NOT_FOUND } from './subscription-access.ts';
import { lockSubscriptionRow, updateSubscription } from './subscription-status.repository.ts';

export const REACTIVATION_TEXTS = {
  onlyCancelled: 'Only a cancelled subscription can be reactivated.',
  noTracker: 'The tracker of this subscription is no longer in the account.',
  newerExists: 'This tracker already has a newer subscription.',
  noPlan: (months: number) => `No ${months}-month plan is offered for this tracker.`,
  noMethod: PAYMENT_TEXTS.noActiveMethod,
} as const;

/** The account's default payment method at the provider in use, unless it is an expired card (it could not pay). */
async function requireDefaultMethod(
  tx: Db,
  accountId: number,
  provider: ProviderName,
  now: Date,
): Promise<void> {
  const method = await defaultPaymentMethod(tx, accountId, provider);
  if (!method || isCardExpired(method.expMonth, method.expYear, now))
    throw unprocessable(REACTIVATION_TEXTS.noMethod);
}

/** The service product and plan price a reactivation of this tracker charges. */
async function planFor(tx: Db, productId: number | null, modelId: number, months: 1 | 12) {
  const plan = await findPlan(tx, productId, modelId, months);
  if (!plan) throw unprocessable(REACTIVATION_TEXTS.noPlan(months));
  return plan;
}

/**
 * An open reactivation asked for again: its charge is not made twice. Only a charge that failed is tried again,
 * as the payment's next attempt (a new card may have been made the default since).
 */
async function retryIfFailed(
  tx: Db,
  open: { id: number; accountId: number; orderId: number | null },
  provider: ProviderName,
  now: Date,
) {
  if (open.orderId === null) return;
  // the order, then its payment: the order the payment outcome locks them in
  await lockOrder(tx, open.orderId);
  const first = await firstPayment(tx, open.orderId);
  const payment = first && (await lockPayment(tx, first.id));
  if (payment?.status !== 'failed') return;
  await requireDefaultMethod(tx, open.accountId, provider, now);
  await chargeNextAttempt(tx, payment, now);
}

/**
 * Reactivate (POST /subscriptions/{id}/reactivation, decision 0066): a cancelled subscription whose tracker is still
 * in the account gets a new subscription for the same tracker, pending until its reactivation order (up-front, due
 * now) is paid by the default payment method, charged off session in this transaction. The old one stays
 * cancelled. Asked again while that one is open, the open one is answered (`created` false), never a second charge.
 */
export async function reactivate(
  db: Db,
  subscriptionId: number,
  months: 1 | 12,
  provider: ProviderName,
  now: Date,
): Promise<{ id: number; created: boolean }> {
  return db.transaction(async (tx) => {
    // locked: two reactivations at once are one after the other, and the second finds the first's
    const old = await lockSubscriptionRow(tx, subscriptionId);
    if (!old) throw notFound(SUBSCRIPTION_NOT_FOUND);
    const open = await findOpenReactivation(tx, old.id);
    if (open) {
      await retryIfFailed(tx, open, provider, now);
      return { id: open.id, created: false };
    }
    if (old.status !== 'cancelled') throw unprocessable(REACTIVATION_TEXTS.onlyCancelled);
    const device = old.deviceId ? await findTracker(tx, old.deviceId) : undefined;
    if (!device || device.accountId !== old.accountId) throw unprocessable(REACTIVATION_TEXTS.noTracker);
    if (await hasNewerSubscription(tx, old, device.id)) throw unprocessable(REACTIVATION_TEXTS.newerExists);
    const plan = await planFor(tx, old.productId, device.modelId, months);
    await requireDefaultMethod(tx, old.accountId, provider, now);

    const created = await insertSubscription(tx, {
      accountId: old.accountId,
      deviceId: device.id,
      productId: plan.productId,
      reactivatedFromId: old.id,
      status: 'pending',
      months,
      renewalMonths: months,
      actualPrice: plan.price,
      renewalPrice: plan.price,
      createdAt: now,
    });
    const made = await createServiceOrder(tx, {
      kind: 'reactivation',
      accountId: old.accountId,
      subscriptionId: old.id,
      paysFor: created,
      periodStart: null,
      productId: plan.productId,
      deviceId: device.id,
      months,
      price: plan.price,
      taxRateBps: await taxRateFor(tx, [old.id]),
      now,
    });
    await updateSubscription(tx, created, { orderId: made!.orderId });
    await chargeServiceOrder(tx, made!, now);
    return { id: created, created: true };
  });
}
