import type { BillingTerm, OrderSummary } from '@lodestar/contracts';
import { addDays, addMonths } from './dates.ts';
import { roundHalfUp } from './money.ts';
import type { SummaryLine } from './order-summary.ts';

/** A sent order's first payment falls due this many days after sending (decision 0066). */
export const FIRST_PAYMENT_DUE_DAYS = 7;

/** One line of a payment schedule: numbered from 1, in cents, with its due date. */
export interface ScheduledPayment {
  number: number;
  amount: number;
  dueDate: Date;
}

/** What the schedule is made from. Only billingTerm, paymentTerm, summary and sentAt are read. */
export interface ScheduleInput {
  billingTerm: BillingTerm;
  /** the number of monthly payments (monthly, device-up-front); up-front ignores it */
  paymentTerm: number;
  summary: OrderSummary;
  sentAt: Date;
  /** days from sending to the first due date; default 7. Renewal and reactivation orders pass 0 (due at once). */
  firstDueDays?: number;
  /**
   * Accepted so callers may hand over the order's own inputs, but not read: the summary already carries every
   * figure (its parts are after the promo, and the tax is split by those parts), so two callers can't disagree.
   */
  lines?: readonly SummaryLine[];
  promo?: unknown;
  taxRateBps?: number;
  shippingTotal?: number;
}

/** `total` cents in `count` even payments, the leftover cents on the first (100.00 / 3 = 33.34, 33.33, 33.33). */
function evenly(total: number, count: number): number[] {
  const each = Math.floor(total / count);
  return Array.from({ length: count }, (_, i) => (i === 0 ? total - each * (count - 1) : each));
}

/**
 * The service part of a device-up-front order: the (discounted) subscription total plus its share of the tax,
 * which is the tax × subscription / discounted goods and services, half up. The rest of the grand total
 * (hardware, live audio, shipping, their tax, less their promo share) is paid up front.
 */
export function serviceShare(summary: OrderSummary): number {
  const goods = summary.hardware_total + summary.subscription_total + summary.live_audio_total;
  if (goods <= 0) return 0;
  return summary.subscription_total + roundHalfUp(summary.tax, summary.subscription_total, goods);
}

/**
 * An order's payment schedule (spec 3 §4; decision 0066). The amounts always add up to the grand total to the cent.
 * - up-front: one payment of the grand total, due `firstDueDays` (7) days after sending;
 * - monthly: `paymentTerm` payments of the grand total divided evenly, the leftover cents on the first;
 * - device-up-front: the service part (see `serviceShare`) in `paymentTerm` even instalments (leftover on the
 *   first); the first payment is the up-front part plus the first instalment, the others one instalment each.
 * The first payment is due `firstDueDays` after `sentAt`; each next one a calendar month after the first (UTC).
 */
export function paymentSchedule(input: ScheduleInput): ScheduledPayment[] {
  const total = input.summary.grand_total;
  const count = input.billingTerm === 'up-front' ? 1 : Math.max(1, Math.floor(input.paymentTerm));
  let amounts: number[];
  if (input.billingTerm === 'device-up-front') {
    const service = serviceShare(input.summary);
    amounts = evenly(service, count);
    amounts[0]! += total - service;
  } else {
    amounts = evenly(total, count);
  }
  const firstDue = addDays(input.sentAt, input.firstDueDays ?? FIRST_PAYMENT_DUE_DAYS);
  return amounts.map((amount, i) => ({ number: i + 1, amount, dueDate: addMonths(firstDue, i) }));
}
