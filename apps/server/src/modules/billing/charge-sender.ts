import { PAYMENT_TEXTS } from '@lodestar/contracts';
import { PermanentDeliveryError } from '../../jobs/outbox/delivery-errors.ts';
import type { ChannelSender } from '../../jobs/outbox/outbox-worker.ts';
import {
  chargeKey,
  PaymentDeclined,
  type PaymentIntentView,
} from '../../integrations/payments/payment-provider.ts';
import { applyIntentReport, reportIntent } from './apply-intent.ts';
import type { BillingDeps } from './billing-deps.ts';
import { ensureCustomer } from './customers.ts';
import type { ChargePayload } from './enqueue-charge.ts';
import {
  findPayment,
  lockOrder,
  lockPayment,
  SETTLED_PAYMENT_STATUSES,
  updatePayment,
  type PaymentRow,
} from './order-payments.repository.ts';
import { applyOutcome } from './payment-outcome.ts';
import { defaultPaymentMethod, type PaymentMethodRow } from './payment-methods.repository.ts';

type Plan =
  | { kind: 'skip'; why: string }
  | { kind: 'done' }
  | { kind: 'existing'; payment: PaymentRow }
  | { kind: 'charge'; payment: PaymentRow; method: PaymentMethodRow };

function parseCharge(payload: unknown): ChargePayload {
  const { paymentId, attempt } = (payload ?? {}) as Partial<ChargePayload>;
  if (!Number.isSafeInteger(paymentId) || !Number.isSafeInteger(attempt) || attempt! < 1)
    throw new PermanentDeliveryError('not a payment charge');
  return { paymentId: paymentId!, attempt: attempt! };
}

/**
 * Under the order's and payment's locks: whether this delivery still has something to charge. A stale attempt
 * (a later one started), a payment already paid or settling, or an attempt that already failed is skipped; a
 * later attempt takes the payment over; an attempt that already has an intent (this delivery's own before a
 * crash, or the customer's Pay Now) is read back rather than charged, unless the provider says that intent was
 * an earlier attempt's (`olderIntent`: the attempt was started without clearing it); no default method fails
 * the attempt.
 */
async function plan(
  deps: BillingDeps,
  { paymentId, attempt }: ChargePayload,
  olderIntent: string | null = null,
): Promise<Plan> {
  return deps.db.transaction(async (tx): Promise<Plan> => {
    const found = await findPayment(tx, paymentId);
    const order = found && (await lockOrder(tx, found.orderId));
    const payment = order && (await lockPayment(tx, paymentId));
    if (!order || !payment) return { kind: 'skip', why: 'no such payment' };
    if (
      (SETTLED_PAYMENT_STATUSES as readonly string[]).includes(payment.status) ||
      payment.status === 'processing'
    )
      return { kind: 'skip', why: `payment ${payment.status}` };
    if (attempt < payment.attempt) return { kind: 'skip', why: 'a later attempt started' };
    if (attempt === payment.attempt && payment.status === 'failed')
      return { kind: 'skip', why: 'attempt failed' };
    let current = payment;
    if (attempt > payment.attempt)
      current = await updatePayment(
        tx,
        payment.id,
        {
          attempt,
          status: 'scheduled',
          intentId: null,
          clientSecret: null,
          failureMessage: null,
          methodType: null,
          paymentMethodId: null,
        },
        deps.now(),
      );
    else if (payment.intentId && payment.intentId === olderIntent)
      // an earlier attempt's intent, left on the row by whoever started this attempt: this one gets its own
      current = await updatePayment(tx, payment.id, { intentId: null, clientSecret: null }, deps.now());
    else if (payment.intentId) return { kind: 'existing', payment };
    const method = await defaultPaymentMethod(tx, order.accountId, deps.provider.name);
    if (method) return { kind: 'charge', payment: current, method };
    await applyOutcome(tx, deps.effects, order, current, {
      status: 'failed',
      failureMessage: PAYMENT_TEXTS.noActiveMethod,
      now: deps.now(),
      links: deps.links,
    });
    return { kind: 'done' };
  });
}

/** Stores the intent as the attempt's (unless it already is) and records its outcome, in one transaction. */
async function store(deps: BillingDeps, charged: Plan & { kind: 'charge' }, intent: PaymentIntentView) {
  await deps.db.transaction(async (tx) => {
    await lockOrder(tx, charged.payment.orderId);
    const payment = (await lockPayment(tx, charged.payment.id))!;
    // the sandbox's event (or Stripe's webhook) may have adopted the intent first: the method is filled in all the same
    const ours = payment.intentId === null || payment.intentId === intent.id;
    if (payment.attempt === charged.payment.attempt && ours)
      await updatePayment(
        tx,
        payment.id,
        {
          intentId: intent.id,
          clientSecret: intent.clientSecret,
          provider: deps.provider.name,
          paymentMethodId: charged.method.id,
          methodType: charged.method.type,
        },
        deps.now(),
      );
    // a payment that moved on meanwhile still gets this intent's money recorded (applyIntentReport adopts it)
    await applyIntentReport(tx, deps, { intent, methodToSave: null, methodType: null });
  });
}

/**
 * Charges one attempt of a payment off session (renewals, instalments, reactivations; decision 0066). The
 * provider's idempotency key is the attempt's, so a delivery repeated after a crash between the charge and its
 * outcome gets the same intent back, never a second charge. A decline is the attempt's outcome (failed), not a
 * delivery failure; a network error throws and the outbox retries the same attempt.
 */
export async function chargePayment(deps: BillingDeps, charge: ChargePayload): Promise<void> {
  let planned = await plan(deps, charge);
  if (planned.kind === 'existing') {
    const intent = await deps.provider.retrievePaymentIntent(planned.payment.intentId!);
    if (intent.metadata.attempt !== String(charge.attempt)) {
      planned = await plan(deps, charge, intent.id);
    } else {
      const report = await reportIntent(deps, intent);
      await deps.db.transaction((tx) => applyIntentReport(tx, deps, report));
      return;
    }
  }
  if (planned.kind !== 'charge') return;
  const { payment, method } = planned;
  const customerId = await ensureCustomer(deps.db, deps.provider, planned.method.accountId);
  let intent: PaymentIntentView;
  try {
    intent = await deps.provider.createPaymentIntent({
      amount: payment.amount,
      customerId,
      idempotencyKey: chargeKey(payment.id, payment.attempt),
      methodTypes: [method.type],
      metadata: {
        payment_id: String(payment.id),
        order_id: String(payment.orderId),
        account_id: String(method.accountId),
        attempt: String(payment.attempt),
        off_session: '1',
      },
      offSession: { paymentMethodId: method.providerMethodId },
    });
  } catch (err) {
    if (!(err instanceof PaymentDeclined)) throw err;
    if (err.intent) {
      intent = { ...err.intent, status: 'requires_payment_method', lastError: err.message };
    } else {
      await failWithoutIntent(deps, payment, err.message);
      return;
    }
  }
  await store(deps, planned, intent);
}

/** A decline that left no intent behind: the attempt fails on the payment row itself. */
async function failWithoutIntent(deps: BillingDeps, charged: PaymentRow, message: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const order = (await lockOrder(tx, charged.orderId))!;
    const payment = (await lockPayment(tx, charged.id))!;
    if (payment.attempt !== charged.attempt || payment.intentId !== null) return;
    await applyOutcome(tx, deps.effects, order, payment, {
      status: 'failed',
      failureMessage: message,
      now: deps.now(),
      links: deps.links,
    });
  });
}

/** The outbox's sender for the `payment-charge` channel. */
export function chargeSender(deps: BillingDeps): ChannelSender {
  return async (payload) => {
    await chargePayment(deps, parseCharge(payload));
    deps.kick();
  };
}
