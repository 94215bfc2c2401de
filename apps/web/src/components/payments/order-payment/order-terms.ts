import type { Order, Payment } from '@lodestar/contracts';
import { agreementText, scheduleTerms } from '@lodestar/domain';

/** Payments that can still be paid: not yet charged, or failed and open to another try. */
const OPEN: readonly Payment['status'][] = ['scheduled', 'failed', 'requires_action'];

/** The schedule in order (payment 1 first). */
function schedule(order: Pick<Order, 'payments'>): Payment[] {
  return [...(order.payments ?? [])].sort((a, b) => a.number - b.number);
}

/** The payment a Pay submits: the first one of the schedule still open (what the payment intent call charges). */
export function paymentDue(order: Pick<Order, 'payments'>): Payment | null {
  return schedule(order).find((p) => OPEN.includes(p.status)) ?? null;
}

/**
 * The agreement's amounts text (spec 3 §5) from the order's schedule: 'I agree to be charged $X up front and an
 * additional N monthly payments of $Y.' An order read without its payments counts as one up-front payment of
 * its grand total.
 */
export function orderAgreementText(order: Pick<Order, 'payments' | 'billingTerm' | 'summary'>): string {
  const payments = schedule(order);
  const amounts = payments.length > 0 ? payments : [{ amount: order.summary.grand_total }];
  return agreementText(scheduleTerms(order.billingTerm, amounts), 'monthly');
}

/** Spec 3 §5: an order without invoice items (or lines) cannot be paid: 'This order has no items'. */
export function orderHasItems(order: Pick<Order, 'invoiceItems' | 'orderItems'>): boolean {
  return (order.invoiceItems ?? order.orderItems).length > 0;
}
