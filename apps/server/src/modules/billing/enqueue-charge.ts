import type { Db } from '../../db/database.ts';
import { insertDelivery } from '../../jobs/outbox/outbox.repository.ts';

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
