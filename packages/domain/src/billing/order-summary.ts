import type { OrderSummary, ProductKind, PromoCode } from '@lodestar/contracts';
import { roundHalfUp, spreadByLargestRemainder } from './money.ts';

/** An order line as the summary reads it: its kind, unit price as sold (cents) and quantity. */
export interface SummaryLine {
  kind: ProductKind;
  /** cents; for a service line, the plan price of its period (months' plan price) */
  unitPrice: number;
  quantity: number;
}

/** What makes an order's summary (decision 0066). */
export interface SummaryInput {
  lines: readonly SummaryLine[];
  promo: PromoCode | null;
  /** cents, never taxed */
  shippingTotal: number;
  /** tax rate in basis points (825 = 8.25%) on the discounted goods and services */
  taxRateBps: number;
}

/** A line's total in cents: unit price × quantity. */
export function lineTotal(line: { unitPrice: number; quantity: number }): number {
  return line.unitPrice * line.quantity;
}

/** The promo's cents off goods and services totalling `goods`, of which `hardware` is the hardware (0066). */
function promoDiscount(promo: PromoCode | null, goods: number, hardware: number): number {
  if (!promo) return 0;
  if (promo.type === 'free_hardware') return hardware;
  if (promo.type === 'dollar') return Math.min(Math.max(promo.amount, 0), goods);
  return roundHalfUp(goods, Math.min(Math.max(promo.amount, 0), 100), 100);
}

/**
 * The order summary (spec 3 §3; decision 0066), all in cents:
 * - hardware, subscription (service lines) and live audio totals of the lines; shipping is `shippingTotal` plus any
 *   shipping-kind lines; `audio_hour_total` is the number of live-audio hours (the live-audio lines' quantities);
 * - the promo: `free_hardware` takes the hardware off, `dollar` its cents off goods and services (capped at their
 *   total), `discount` a whole percent of them (rounded half up). The discount is spread over hardware,
 *   subscription and live audio in proportion by largest remainder (free hardware falls on hardware alone), and
 *   the *_total fields are after it; the *_before_discount fields are before it;
 * - tax: `taxRateBps` of the discounted goods and services, half up; shipping untaxed;
 * - grand total = discounted goods and services + shipping + tax. `grand_total_before_discount` is what the order
 *   would cost with no promo (undiscounted goods + shipping + the tax on the undiscounted goods), the figure an
 *   invoice strikes through.
 */
export function orderSummary(input: SummaryInput): OrderSummary {
  const sum = (kind: ProductKind) =>
    input.lines.filter((l) => l.kind === kind).reduce((total, l) => total + lineTotal(l), 0);
  const hardware = sum('hardware');
  const subscription = sum('service');
  const liveAudio = sum('live-audio');
  const shipping = input.shippingTotal + sum('shipping');
  const hours = input.lines.filter((l) => l.kind === 'live-audio').reduce((n, l) => n + l.quantity, 0);
  const goods = hardware + subscription + liveAudio;

  const discount = promoDiscount(input.promo, goods, hardware);
  const [hardwareOff, subscriptionOff, liveAudioOff] =
    input.promo?.type === 'free_hardware'
      ? [discount, 0, 0]
      : spreadByLargestRemainder(discount, [hardware, subscription, liveAudio]);
  const discounted = goods - discount;
  const tax = roundHalfUp(discounted, input.taxRateBps, 10_000);

  return {
    hardware_total: hardware - hardwareOff!,
    subscription_total: subscription - subscriptionOff!,
    audio_hour_total: hours,
    live_audio_total: liveAudio - liveAudioOff!,
    shipping_total: shipping,
    tax,
    promo_discount: discount,
    grand_total: discounted + shipping + tax,
    hardware_total_before_discount: hardware,
    subscription_total_before_discount: subscription,
    live_audio_total_before_discount: liveAudio,
    grand_total_before_discount: goods + shipping + roundHalfUp(goods, input.taxRateBps, 10_000),
    promo_code: input.promo,
  };
}
