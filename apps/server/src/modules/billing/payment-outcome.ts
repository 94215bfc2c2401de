import type { OrderStatus, PaymentMethodType, PaymentStatus } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import type { BrandLinks } from '../../http/brand-links.ts';
import type { SubscriptionEffects } from '../subscriptions/subscription-effects.ts';
import { queueBillingMail } from './billing-mails.ts';
import type { OutcomeStatus } from './intent-outcome.ts';
import {
  findBillingAccount,
  findPaymentByIntent,
  lockOrder,
  lockPayment,
  outstandingStatuses,
  SETTLED_PAYMENT_STATUSES,
  updateOrderStatus,
  updatePayment,
  type OrderRow,
  type PaymentRow,
} from './order-payments.repository.ts';

export interface PaymentOutcomeInput {
  intentId: string;
  status: OutcomeStatus;
  failureMessage?: string | null;
  methodType?: PaymentMethodType | null;
  now: Date;
  /** where the receipt and failure mails link to; without it they carry the order's path alone */
  links?: BrandLinks;
}

/** What an outcome changed (or would have: `applied` false means it was a repeat, or came too late). */
export interface PaymentOutcomeChange {
  applied: boolean;
  paymentId: number;
  orderId: number;
  accountId: number;
  previousPaymentStatus: PaymentStatus;
  paymentStatus: PaymentStatus;
  previousOrderStatus: OrderStatus;
  orderStatus: OrderStatus;
  /** the order became paid for the first time (its subscriptions were made or moved on) */
  orderPaid: boolean;
  failureMessage: string | null;
}

/** Orders whose status follows their payments; cart, draft and cancelled ones never move by a payment. */
const FOLLOWS_PAYMENTS: readonly OrderStatus[] = ['pending-approval', 'pending', 'ach-requested', 'paid'];
const PAYABLE: readonly OrderStatus[] = ['pending-approval', 'pending'];

/**
 * Records what became of a payment's attempt (docs/decisions/0066), from whichever side learns it first: a
 * webhook, a sandbox callback, the refresh on return from the card form, a bank payment's answer, or an
 * off-session charge. The order and then the payment are locked, and a transition is applied only from a
 * non-final state to a different one, so a repeated or racing report changes nothing the second time. The
 * subscription effects and the mails happen in the same transaction. Answers null for an intent that pays no
 * payment (an older attempt's, or another system's).
 */
export async function recordPaymentOutcome(
  db: Db,
  effects: SubscriptionEffects,
  input: PaymentOutcomeInput,
): Promise<PaymentOutcomeChange | null> {
  return db.transaction(async (tx) => {
    const found = await findPaymentByIntent(tx, input.intentId);
    if (!found) return null;
    const order = await lockOrder(tx, found.orderId);
    const payment = await lockPayment(tx, found.id);
    // a new attempt took the payment over between the look-up and the lock
    if (!order || !payment || payment.intentId !== input.intentId) return null;
    return applyOutcome(tx, effects, order, payment, input);
  });
}

/**
 * Applies an outcome to a payment and its order, both already locked by the caller's transaction (the charge
 * channel uses it directly when an attempt fails before any intent exists).
 */
export async function applyOutcome(
  tx: Db,
  effects: SubscriptionEffects,
  order: OrderRow,
  payment: PaymentRow,
  input: Omit<PaymentOutcomeInput, 'intentId'>,
): Promise<PaymentOutcomeChange> {
  const change: PaymentOutcomeChange = {
    applied: false,
    paymentId: payment.id,
    orderId: order.id,
    accountId: order.accountId,
    previousPaymentStatus: payment.status,
    paymentStatus: payment.status,
    previousOrderStatus: order.status,
    orderStatus: order.status,
    orderPaid: false,
    failureMessage: payment.failureMessage,
  };
  const settled = (SETTLED_PAYMENT_STATUSES as readonly string[]).includes(payment.status);
  if (settled || payment.status === input.status) return change;
  const { now } = input;
  const follows = FOLLOWS_PAYMENTS.includes(order.status);
  let orderStatus = order.status;
  let updated: PaymentRow;
  switch (input.status) {
    case 'succeeded': {
      updated = await updatePayment(
        tx,
        payment.id,
        {
          status: 'succeeded',
          paidAt: now,
          failureMessage: null,
          methodType: input.methodType ?? payment.methodType ?? 'card',
        },
        now,
      );
      if (follows) {
        const outstanding = await outstandingStatuses(tx, updated, now);
        if (outstanding.length === 0) orderStatus = 'paid';
        else orderStatus = outstanding.every((s) => s === 'processing') ? 'ach-requested' : 'pending';
      }
      break;
    }
    case 'processing':
      updated = await updatePayment(
        tx,
        payment.id,
        { status: 'processing', failureMessage: null, methodType: input.methodType ?? payment.methodType },
        now,
      );
      if (PAYABLE.includes(order.status)) orderStatus = 'ach-requested';
      break;
    case 'requires_action':
      updated = await updatePayment(tx, payment.id, { status: 'requires_action' }, now);
      break;
    case 'failed':
      updated = await updatePayment(
        tx,
        payment.id,
        {
          status: 'failed',
          failureMessage: input.failureMessage ?? null,
          methodType: input.methodType ?? payment.methodType,
        },
        now,
      );
      // a paid order with a failed instalment, or a bank payment that did not settle, is payable again;
      // an order never paid stays pending-approval
      if (order.status === 'paid' || order.status === 'ach-requested') orderStatus = 'pending';
      break;
  }
  const firstPaid = orderStatus === 'paid' && order.paidAt === null;
  if (orderStatus !== order.status)
    await updateOrderStatus(tx, order.id, orderStatus, firstPaid ? now : undefined);
  if (firstPaid) await effects.orderPaid(tx, order.id, now);
  if (input.status === 'failed') await effects.paymentFailed(tx, order.id, now);
  await mailOutcome(tx, order, updated, input);
  return {
    ...change,
    applied: true,
    paymentStatus: updated.status,
    orderStatus,
    orderPaid: firstPaid,
    failureMessage: updated.failureMessage,
  };
}

/**
 * A receipt for every success; a failure notice for a sale or a reactivation. A renewal's failure is the
 * lifecycle's to tell (its paymentFailed effect mails the admins with the dunning schedule), so it is not told
 * twice.
 */
async function mailOutcome(
  tx: Db,
  order: OrderRow,
  payment: PaymentRow,
  input: Omit<PaymentOutcomeInput, 'intentId'>,
): Promise<void> {
  const kind =
    input.status === 'succeeded'
      ? 'receipt'
      : input.status === 'failed' && order.kind !== 'renewal'
        ? 'payment-failed'
        : null;
  if (!kind) return;
  const account = await findBillingAccount(tx, order.accountId);
  if (!account) return;
  await queueBillingMail(tx, { kind, account, order, payment, links: input.links }, payment.failureMessage);
}
