import { isOrderPayable } from '@lodestar/domain';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { updateOrder } from './admin-orders.repository.ts';
import { ADMIN_ORDER_TEXTS } from './admin-orders.service.ts';
import { cancelPayments, lockPayments, type PaymentRow } from './order-payments.repository.ts';
import { lockOrder } from './orders.repository.ts';

export const CANCEL_TEXTS = {
  notCancellable: (status: string) =>
    `Only a draft or a sent order not paid yet can be cancelled; this one is ${status}.`,
  paymentStarted:
    'The customer has started paying this order (a payment is made or in progress), so it can no longer be cancelled.',
} as const;

/**
 * Whether money has moved or may still move for the payment: made, settling, awaiting the card's authentication,
 * or attempted at all. Pay Now counts its attempt under the order's lock and only then asks the provider for an
 * intent, outside any transaction; an attempt without its intent yet may be one being made now, and an intent the
 * customer's browser holds can still be confirmed (the provider interface cannot withdraw one).
 */
const started = (p: PaymentRow) =>
  p.status === 'succeeded' ||
  p.status === 'processing' ||
  p.status === 'requires_action' ||
  p.attempt > 0 ||
  p.intentId !== null;

/**
 * POST /admin/orders/{id}/cancel (decision 0066): a draft, or a payable order none of whose payments has started,
 * becomes cancelled and its schedule's payments with it. The order and its payments are locked first, so a payment
 * intent being made meanwhile (which locks its payment) either comes first and refuses the cancel, or comes after
 * and finds the order no longer payable.
 */
export async function cancelOrder(db: Db, orderId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound(ADMIN_ORDER_TEXTS.notFound);
    if (order.status !== 'draft' && !isOrderPayable(order.status))
      throw conflict(CANCEL_TEXTS.notCancellable(order.status));
    const schedule = await lockPayments(tx, order.id);
    if (schedule.some(started)) throw conflict(CANCEL_TEXTS.paymentStarted);
    await updateOrder(tx, order.id, { status: 'cancelled' });
    await cancelPayments(
      tx,
      schedule.map((p) => p.id),
    );
  });
}
