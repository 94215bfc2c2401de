import { BILLING_TEXTS } from '@lodestar/contracts';
import { formatMoney } from './money.ts';

/** What the payment modal and the approve page say about a schedule (spec 3 §4). */
export interface ScheduleTerms<P> {
  /** the payment made up front; null for monthly billing */
  upFront: P | null;
  /** the regular (monthly) payment shown; null for up-front billing */
  regular: P | null;
  /** how many regular payments there are */
  regularCount: number;
}

/**
 * Splits an order's payments (in schedule order) into the up-front and the regular payment (spec 3 §4):
 * - monthly: no up-front payment; the regular payment is the first and every payment counts;
 * - up-front: the first payment is up front; no regular payment, count 0;
 * - device-up-front, and any further term: the first is up front; the regular payment is the second if present,
 *   otherwise the first; the count is the payments count minus one.
 */
export function scheduleTerms<P>(billingTerm: string, payments: readonly P[]): ScheduleTerms<P> {
  const first = payments[0] ?? null;
  if (billingTerm === 'monthly') return { upFront: null, regular: first, regularCount: payments.length };
  if (billingTerm === 'up-front') return { upFront: first, regular: null, regularCount: 0 };
  return { upFront: first, regular: payments[1] ?? first, regularCount: Math.max(0, payments.length - 1) };
}

/**
 * The payment modal's agreement (spec 3 §5), from BILLING_TEXTS.agreeUpFront / agreeMonthly:
 * - up front and regular payments: 'I agree to be charged $100.00 up front and an additional 11 monthly payments
 *   of $20.00.' (joined by ' and ');
 * - up front only: 'I agree to be charged $100.00 up front.';
 * - regular only (monthly billing, where nothing is paid before them, so 'additional' would mislead):
 *   'I agree to be charged 12 monthly payments of $20.00.';
 * - one regular payment reads 'payment', not 'payments'. No payment at all reads as $0.00 up front.
 */
export function agreementText(
  terms: ScheduleTerms<{ amount: number }>,
  period: 'monthly' | 'yearly',
): string {
  const regular =
    terms.regular && terms.regularCount > 0 ? regularText(terms.regularCount, period, terms.regular) : null;
  if (terms.upFront && regular)
    return `${BILLING_TEXTS.agreeUpFront(formatMoney(terms.upFront.amount))} and ${regular}`;
  if (regular) return `I agree to be charged ${regular.replace(/^an additional /, '')}`;
  return `${BILLING_TEXTS.agreeUpFront(formatMoney(terms.upFront?.amount ?? 0))}.`;
}

/** 'an additional N monthly payments of $Y.', singular for one payment. */
function regularText(count: number, period: 'monthly' | 'yearly', payment: { amount: number }): string {
  const text = BILLING_TEXTS.agreeMonthly(count, period, formatMoney(payment.amount));
  return count === 1 ? text.replace(' payments ', ' payment ') : text;
}
