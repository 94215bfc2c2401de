import { BILLING_TEXTS, type Order, type Payment } from '@lodestar/contracts';
import { isOrderPayable } from '@lodestar/domain';
import { formatDate } from '../../../components/date-format.ts';

const bySchedule = (payments: readonly Payment[]) => [...payments].sort((a, b) => a.number - b.number);

/**
 * The payment an invoice is for (spec 3 §4: a payment's invoice when one exists, else the order's). A payable
 * order shows the payment to pay now (the first not yet succeeded); otherwise the latest one paid, so a paid
 * order's invoice is its receipt; an order with no payment yet (none was scheduled) shows none.
 */
export function invoicePayment(order: Pick<Order, 'status' | 'payments'>): Payment | null {
  const payments = bySchedule(order.payments ?? []);
  const open = payments.find((p) => p.status !== 'succeeded' && p.status !== 'cancelled');
  if (isOrderPayable(order.status) && open) return open;
  const paid = payments.filter((p) => p.status === 'succeeded');
  return paid.at(-1) ?? payments[0] ?? null;
}

/** What is still owed on the invoice: the payment's amount until it succeeds; an order's total while payable. */
export function amountDue(order: Pick<Order, 'status' | 'summary'>, payment: Payment | null): number {
  if (payment) return payment.status === 'succeeded' || payment.status === 'cancelled' ? 0 : payment.amount;
  return isOrderPayable(order.status) ? order.summary.grand_total : 0;
}

/** The day the invoice was issued: the day the order was sent (decision 0066; its schedule was made then). */
export function invoiceDate(order: Pick<Order, 'sent_at' | 'created_at'>): string {
  return order.sent_at ?? order.created_at;
}

/**
 * 'First monthly payment due on {date}' for the first payment of monthly billing, else 'Payment due on {date}'
 * (spec 3 §2.6); null with no payment to make.
 */
export function paymentDueText(order: Pick<Order, 'billingTerm'>, payment: Payment | null): string | null {
  if (!payment || payment.status === 'succeeded' || payment.status === 'cancelled') return null;
  const date = formatDate(payment.due_date);
  return order.billingTerm === 'monthly' && payment.number === 1
    ? BILLING_TEXTS.firstMonthlyDue(date)
    : BILLING_TEXTS.paymentDue(date);
}
