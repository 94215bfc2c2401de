import type { Db } from '../../db/database.ts';

/**
 * What a payment's outcome does to subscriptions (docs/decisions/0066). The payment outcome
 * (modules/billing/payment-outcome.ts) calls these inside its transaction, once per outcome (it is the one that
 * guards against a repeated webhook), with the order the payment belongs to and the time of the outcome.
 */
export interface SubscriptionEffects {
  /**
   * The order's payment due now succeeded and the order became paid:
   * - sale: one 'pending' subscription per tracker bought (device null until provisioning assigns one), linked
   *   through order_subscriptions, priced from the service line's plan;
   * - renewal: the subscription's period moves on by its renewal months (renewal_date, months, actual_price),
   *   status active, dunning cleared;
   * - reactivation: the new subscription becomes active from `now` for its months; the cancelled one stays cancelled.
   */
  orderPaid(tx: Db, orderId: number, now: Date): Promise<void>;
  /**
   * A charge of the order failed:
   * - renewal: the subscription becomes pending-renewal with the next dunning try scheduled, or blocked after
   *   the last; the account's admins are mailed (the lifecycle's notifications);
   * - reactivation and sale: nothing changes on subscriptions (the order stays payable).
   */
  paymentFailed(tx: Db, orderId: number, now: Date): Promise<void>;
}
