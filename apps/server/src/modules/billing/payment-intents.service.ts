import { BILLING_TEXTS, PAYMENT_TEXTS, type PaymentIntentAnswer } from '@lodestar/contracts';
import { isCardExpired, isOrderPayable } from '@lodestar/domain';
import { conflict, forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { chargeKey } from '../../integrations/payments/payment-provider.ts';
import type { BillingDeps } from './billing-deps.ts';
import { ensureCustomer } from './customers.ts';
import {
  countOrderItems,
  findBillingAccount,
  firstUnpaidPayment,
  lockOrder,
  lockPayment,
  updatePayment,
  type BillingAccount,
  type OrderRow,
  type PaymentRow,
} from './order-payments.repository.ts';
import { findMethod, type PaymentMethodRow } from './payment-methods.repository.ts';
import { askProvider } from './provider-call.ts';

export interface PayOrder {
  order: OrderRow;
  /** false on the approve page: no session, so no saved methods */
  signedIn: boolean;
  paymentMethodId?: number;
  saveMethod?: boolean;
  /** the payment the caller means to pay (a bank payment names it); it must be the one due */
  paymentId?: number;
}

/** Card for everyone; bank (ACH) for business accounts only (spec 3 §2.7, §6). */
export const methodTypesFor = (account: BillingAccount): ('card' | 'us_bank_account')[] =>
  account.isB2b ? ['card', 'us_bank_account'] : ['card'];

async function chosenMethod(
  deps: BillingDeps,
  account: BillingAccount,
  pay: PayOrder,
): Promise<PaymentMethodRow | undefined> {
  if (pay.paymentMethodId === undefined) return undefined;
  if (!pay.signedIn) throw forbidden(PAYMENT_TEXTS.savedMethodNeedsSignIn);
  const method = await findMethod(deps.db, account.id, pay.paymentMethodId);
  if (!method || method.provider !== deps.provider.name) throw notFound(PAYMENT_TEXTS.methodNotFound);
  if (method.type === 'us_bank_account' && !account.isB2b) throw forbidden(PAYMENT_TEXTS.bankForBusiness);
  if (isCardExpired(method.expMonth, method.expYear, deps.now()))
    throw unprocessable(PAYMENT_TEXTS.expiredCard, { payment_method_id: [PAYMENT_TEXTS.expiredCard] });
  return method;
}

type Plan = { open: PaymentRow } | { create: PaymentRow };

/**
 * Chooses, with the order and its payment locked, what this submission pays: the order's first unpaid payment,
 * answered with its open intent when the current attempt has one; a failed attempt (or none yet) starts the next.
 */
async function planAttempt(
  deps: BillingDeps,
  pay: PayOrder,
  olderIntent: string | null = null,
): Promise<Plan> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, pay.order.id);
    if (!order || !isOrderPayable(order.status)) throw unprocessable(PAYMENT_TEXTS.notPayable);
    if ((await countOrderItems(tx, order.id)) === 0) throw unprocessable(BILLING_TEXTS.noItems);
    const due = await firstUnpaidPayment(tx, order.id);
    if (!due) throw unprocessable(PAYMENT_TEXTS.notPayable);
    if (pay.paymentId !== undefined && due.id !== pay.paymentId)
      throw unprocessable(PAYMENT_TEXTS.notThePaymentDue);
    const payment = (await lockPayment(tx, due.id))!;
    if (payment.status === 'processing') throw unprocessable(PAYMENT_TEXTS.alreadyProcessing);
    const stale = payment.intentId !== null && payment.intentId === olderIntent;
    if (payment.intentId && payment.clientSecret && payment.status !== 'failed' && !stale)
      return { open: payment };
    if (stale)
      return {
        create: await updatePayment(tx, payment.id, { intentId: null, clientSecret: null }, deps.now()),
      };
    if (payment.status !== 'failed' && payment.attempt > 0) return { create: payment };
    const next = await updatePayment(
      tx,
      payment.id,
      {
        attempt: payment.attempt + 1,
        status: 'scheduled',
        intentId: null,
        clientSecret: null,
        failureMessage: null,
        methodType: null,
        paymentMethodId: null,
      },
      deps.now(),
    );
    return { create: next };
  });
}

/**
 * The payment's intent when it belongs to an earlier attempt: the renewal job's dunning starts the next attempt on
 * the row and queues its off-session charge, and answering the old intent then could let the customer pay it while
 * that charge is made too. Only a payment still `scheduled` is asked about (one waiting for authentication is the
 * customer's to finish).
 */
async function olderAttemptsIntent(deps: BillingDeps, payment: PaymentRow): Promise<string | null> {
  if (payment.status !== 'scheduled') return null;
  const intent = await askProvider(deps.log, 'payment intent', () =>
    deps.provider.retrievePaymentIntent(payment.intentId!),
  );
  return intent.metadata.attempt === String(payment.attempt) ? null : intent.id;
}

function answer(
  deps: BillingDeps,
  payment: PaymentRow,
  method: PaymentMethodRow | undefined,
): PaymentIntentAnswer {
  return {
    payment_id: payment.id,
    intent_id: payment.intentId!,
    client_secret: payment.clientSecret!,
    provider: deps.provider.name,
    amount: payment.amount,
    status: payment.status,
    payment_method: method?.providerMethodId ?? null,
  };
}

/**
 * POST /orders/{id}/payment-intent and its approve-page twin (decision 0066, "How a charge happens once"). The
 * attempt is chosen under the order's lock; the intent is made outside any transaction (the provider is a
 * network call, and the sandbox keeps its books in this database) with the attempt's idempotency key, then
 * stored under the lock again. Two submissions on one instance take turns and the second gets the stored
 * intent; on two instances both ask the provider with the same key and get the same intent.
 */
export async function paymentIntentForOrder(deps: BillingDeps, pay: PayOrder): Promise<PaymentIntentAnswer> {
  const account = (await findBillingAccount(deps.db, pay.order.accountId))!;
  const method = await chosenMethod(deps, account, pay);
  return deps.submissions.run(`order-${pay.order.id}`, async () => {
    let plan = await planAttempt(deps, pay);
    if ('open' in plan) {
      const olderIntent = await olderAttemptsIntent(deps, plan.open);
      if (!olderIntent) return answer(deps, plan.open, method);
      plan = await planAttempt(deps, pay, olderIntent);
      if ('open' in plan) return answer(deps, plan.open, method);
    }
    const payment = plan.create;
    const customerId = await askProvider(deps.log, 'customer', () =>
      ensureCustomer(deps.db, deps.provider, account.id),
    );
    const intent = await askProvider(deps.log, 'payment intent', () =>
      deps.provider.createPaymentIntent({
        amount: payment.amount,
        customerId,
        idempotencyKey: chargeKey(payment.id, payment.attempt),
        methodTypes: methodTypesFor(account),
        metadata: {
          payment_id: String(payment.id),
          order_id: String(payment.orderId),
          account_id: String(account.id),
          attempt: String(payment.attempt),
          ...(pay.saveMethod && { save_method: '1' }),
        },
        ...(method && { paymentMethodId: method.providerMethodId }),
        ...(pay.saveMethod && { setupFutureUsage: true }),
      }),
    );
    const stored = await deps.db.transaction(async (tx) => {
      await lockOrder(tx, payment.orderId);
      const now = (await lockPayment(tx, payment.id))!;
      if (now.attempt !== payment.attempt || (now.intentId && now.intentId !== intent.id))
        throw conflict('The payment changed meanwhile. Please try again.');
      if (now.intentId) return now;
      return updatePayment(
        tx,
        payment.id,
        {
          intentId: intent.id,
          clientSecret: intent.clientSecret,
          provider: deps.provider.name,
          paymentMethodId: method?.id ?? null,
          methodType: method?.type ?? null,
        },
        deps.now(),
      );
    });
    return answer(deps, stored, method);
  });
}
