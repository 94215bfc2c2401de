import type { Db } from '../../db/database.ts';
import { insertDelivery } from '../../jobs/outbox/outbox.repository.ts';
import { updateOrderStatus, updatePayment } from './order-payments.repository.ts';

/** The outbox channel that charges a payment off session (renewals, instalments, reactivations). */
export const CHARGE_CHANNEL = 'payment-charge';

export interface ChargePayload {
  paymentId: number;
  /** the payment's attempt this delivery makes; the provider's idempotency key is built from it */
  attempt: number;
}

/**
 * Queues an off-session charge of a payment's attempt through the outbox (docs/decisions/0066): written in the
 * transaction that made the payment due, claimed by one instance, retried after a crash. The dedupe key makes a
 * second enqueue of the same attempt a no-op, and the idempotency key `payment-{id}-attempt-{n}` makes the
 * provider answer a retried charge with the intent it already made: an attempt is charged at most once.
 */
export async function enqueueCharge(db: Db, charge: ChargePayload): Promise<void> {
  await insertDelivery(db, {
    channel: CHARGE_CHANNEL,
    payload: charge,
    dedupeKey: `charge:${charge.paymentId}:${charge.attempt}`,
  });
}

/**
 * Starts a payment's next attempt and queues its off-session charge (a dunning try, a reactivation asked for again
 * after its charge failed): the payment is scheduled again with the last attempt's intent forgotten (the next one
 * gets its own idempotency key), and its order is payable again. Call it with the order and payment locked, in
 * that order (the payment outcome's).
 */
export async function chargeNextAttempt(
  tx: Db,
  payment: { id: number; orderId: number; attempt: number },
  now: Date,
): Promise<void> {
  const attempt = payment.attempt + 1;
  await updatePayment(
    tx,
    payment.id,
    { status: 'scheduled', attempt, intentId: null, clientSecret: null },
    now,
  );
  await updateOrderStatus(tx, payment.orderId, 'pending');
  await enqueueCharge(tx, { paymentId: payment.id, attempt });
}
