import { BILLING_TEXTS, PAYMENT_TEXTS, type PaymentProgress } from '@lodestar/contracts';
import { forbidden, notFound, unprocessable } from '../../http/errors.ts';
import {
  NoSuchProviderObject,
  PaymentDeclined,
  type BankDetails,
  type PaymentIntentView,
} from '../../integrations/payments/payment-provider.ts';
import { applyIntentReport, reportIntent } from './apply-intent.ts';
import type { BillingDeps } from './billing-deps.ts';
import { findBillingAccount, findOrder, findPayment, type OrderRow } from './order-payments.repository.ts';
import { paymentIntentForOrder } from './payment-intents.service.ts';
import { askProvider } from './provider-call.ts';

async function progressOf(deps: BillingDeps, paymentId: number): Promise<PaymentProgress> {
  const payment = (await findPayment(deps.db, paymentId))!;
  const order = (await findOrder(deps.db, payment.orderId))!;
  return {
    order_id: order.id,
    payment_id: payment.id,
    status: payment.status,
    order_status: order.status,
    failure_message: payment.failureMessage,
  };
}

/** Records what the provider says of an intent (in one transaction) and sends the mails it queued. */
async function recordIntent(deps: BillingDeps, intent: PaymentIntentView): Promise<void> {
  const report = await askProvider(deps.log, 'payment method', () => reportIntent(deps, intent));
  await deps.db.transaction((tx) => applyIntentReport(tx, deps, report));
  deps.kick();
}

/**
 * PUT /orders/{id}/payments/{paymentId} and its approve-page twin: a bank (ACH) payment of the payment due,
 * business accounts only. The payment's intent (made or found as for a card) is confirmed with the bank
 * details, which go to the provider and are never stored; a bank payment settles later, so the answer is
 * usually 'processing' and the order 'ach-requested'. A refusal answers 422 with the provider's reason (recorded as
 * the attempt's failure when the provider failed the intent; numbers it would not take leave the attempt open).
 */
export async function payByBank(
  deps: BillingDeps,
  order: OrderRow,
  paymentId: number,
  signedIn: boolean,
  bank: Omit<BankDetails, 'holderName'>,
): Promise<PaymentProgress> {
  const payment = await findPayment(deps.db, paymentId);
  if (!payment || payment.orderId !== order.id) throw notFound(BILLING_TEXTS.paymentNotFound);
  const account = (await findBillingAccount(deps.db, order.accountId))!;
  if (!account.isB2b) throw forbidden(PAYMENT_TEXTS.bankForBusiness);
  const intent = await paymentIntentForOrder(deps, { order, signedIn, paymentId });
  let confirmed: PaymentIntentView;
  try {
    confirmed = await askProvider(deps.log, 'bank payment', () =>
      deps.provider.confirmBankPayment(intent.intent_id, { ...bank, holderName: account.title }),
    );
  } catch (err) {
    if (!(err instanceof PaymentDeclined)) throw err;
    // a bank that refused the debit fails the attempt; numbers the provider would not take leave it open
    if (err.intent) await recordIntent(deps, err.intent);
    throw unprocessable(err.message);
  }
  await recordIntent(deps, confirmed);
  return { ...(await progressOf(deps, payment.id)), next_action_url: confirmed.nextActionUrl ?? null };
}

/**
 * POST /payment-intents/{id}/refresh (and its approve-page twin): the return from the card form. The provider's
 * word on the intent is recorded like a webhook's, so whichever of the two comes first applies it and the other
 * changes nothing. `order` is the order the caller may see; an intent of another order is a 404.
 */
export async function refreshPaymentIntent(
  deps: BillingDeps,
  order: OrderRow,
  intentId: string,
): Promise<PaymentProgress> {
  let intent: PaymentIntentView;
  try {
    intent = await askProvider(deps.log, 'payment intent', () =>
      deps.provider.retrievePaymentIntent(intentId),
    );
  } catch (err) {
    if (err instanceof NoSuchProviderObject) throw notFound(BILLING_TEXTS.paymentNotFound);
    throw err;
  }
  const paymentId = Number(intent.metadata.payment_id);
  const payment = Number.isSafeInteger(paymentId) ? await findPayment(deps.db, paymentId) : undefined;
  if (!payment || payment.orderId !== order.id) throw notFound(BILLING_TEXTS.paymentNotFound);
  await recordIntent(deps, intent);
  return progressOf(deps, payment.id);
}
