import type { PaymentMethodType } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import type { PaymentIntentView, PaymentMethodView } from '../../integrations/payments/payment-provider.ts';
import type { BillingDeps } from './billing-deps.ts';
import { outcomeOfIntent, type IntentOutcome } from './intent-outcome.ts';
import {
  findPayment,
  lockOrder,
  lockPayment,
  SETTLED_PAYMENT_STATUSES,
  updatePayment,
} from './order-payments.repository.ts';
import { applyOutcome, recordPaymentOutcome, type PaymentOutcomeChange } from './payment-outcome.ts';
import { findMethodByProviderId, saveMethod } from './payment-methods.repository.ts';

/** What an intent's outcome needs from the provider, fetched before the transaction that records it. */
export interface IntentReport {
  intent: PaymentIntentView;
  /** the card to keep, when the customer asked to save it and the payment succeeded */
  methodToSave: PaymentMethodView | null;
  /** what the intent was paid with (a card, a bank account), when the provider said */
  methodType: PaymentMethodType | null;
}

/**
 * Reads what the intent was paid with, and the card to save with it, from the provider: never inside a
 * transaction. A method we saved answers from our own row.
 */
export async function reportIntent(deps: BillingDeps, intent: PaymentIntentView): Promise<IntentReport> {
  const none = { intent, methodToSave: null, methodType: null };
  if (!intent.paymentMethodId || !outcomeOfIntent(intent)) return none;
  const known = await findMethodByProviderId(deps.db, deps.provider.name, intent.paymentMethodId);
  if (known) return { ...none, methodType: known.type };
  const method = await deps.provider.retrievePaymentMethod(intent.paymentMethodId);
  const save = intent.status === 'succeeded' && intent.metadata.save_method === '1';
  return { intent, methodToSave: save ? method : null, methodType: method.type };
}

export type IntentApplied =
  { kind: 'applied'; change: PaymentOutcomeChange } | { kind: 'no-outcome' } | { kind: 'unknown-intent' };

/**
 * Records an intent's outcome in the caller's transaction (the refresh, a webhook with its event row, a bank
 * payment), then keeps the card when asked. An intent that is no payment's current one is adopted when its
 * metadata names a payment it may still settle (see adoptIntent); otherwise it is an unknown intent.
 */
export async function applyIntentReport(
  tx: Db,
  deps: BillingDeps,
  report: IntentReport,
): Promise<IntentApplied> {
  const { intent } = report;
  const outcome = outcomeOfIntent(intent);
  if (!outcome) return { kind: 'no-outcome' };
  const input = { ...outcome, methodType: report.methodType, now: deps.now(), links: deps.links };
  const change =
    (await recordPaymentOutcome(tx, deps.effects, { intentId: intent.id, ...input })) ??
    (await adoptIntent(tx, deps, intent, outcome, input));
  if (!change) return { kind: 'unknown-intent' };
  if (report.methodToSave && change.paymentStatus === 'succeeded')
    await saveMethod(tx, change.accountId, deps.provider.name, report.methodToSave);
  return { kind: 'applied', change };
}

/**
 * An intent our payment row does not point at, though its metadata names one of our payments: the row was not
 * written yet (a webhook that beat the charge's own answer, a crash between the charge and storing it), or the
 * customer confirmed an older attempt's intent in a tab left open. Its outcome is taken when no other intent
 * holds the payment, or when money moved (succeeded, processing): a charge is never left unrecorded. Money that
 * moved for a payment already paid is a double charge, logged for a refund.
 */
async function adoptIntent(
  tx: Db,
  deps: BillingDeps,
  intent: PaymentIntentView,
  outcome: IntentOutcome,
  input: Parameters<typeof applyOutcome>[4],
): Promise<PaymentOutcomeChange | null> {
  const paymentId = Number(intent.metadata.payment_id);
  if (!Number.isSafeInteger(paymentId) || paymentId <= 0 || paymentId > 2_147_483_647) return null;
  return tx.transaction(async (inner) => {
    const unlocked = await findPayment(inner, paymentId);
    const order = unlocked && (await lockOrder(inner, unlocked.orderId));
    const payment = order && (await lockPayment(inner, paymentId));
    if (!order || !payment) return null;
    const moneyMoved = outcome.status === 'succeeded' || outcome.status === 'processing';
    if ((SETTLED_PAYMENT_STATUSES as readonly string[]).includes(payment.status)) {
      if (moneyMoved && payment.intentId !== intent.id)
        deps.log.error(
          { paymentId, intentId: intent.id, paidBy: payment.intentId },
          'payment: a second intent took money for a payment already paid; refund it',
        );
      return null;
    }
    // a decline or a pending step of an older attempt says nothing about the attempt now under way
    const sameAttempt = intent.metadata.attempt === String(payment.attempt);
    if (!moneyMoved && (payment.intentId !== null || !sameAttempt)) return null;
    const adopted = await updatePayment(
      inner,
      payment.id,
      { intentId: intent.id, provider: deps.provider.name },
      input.now,
    );
    return applyOutcome(inner, deps.effects, order, adopted, input);
  });
}
