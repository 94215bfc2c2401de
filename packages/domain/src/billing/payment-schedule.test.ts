import type { BillingTerm, PromoCode } from '@lodestar/contracts';
import { BILLING_TERMS } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import { orderSummary, type SummaryLine } from './order-summary.ts';
import { paymentSchedule, serviceShare } from './payment-schedule.ts';

const sentAt = new Date('2025-01-24T15:00:00Z');
const lines: SummaryLine[] = [
  { kind: 'hardware', unitPrice: 5000, quantity: 2 },
  { kind: 'service', unitPrice: 1999, quantity: 2 },
  { kind: 'live-audio', unitPrice: 500, quantity: 3 },
];
const PROMOS: (PromoCode | null)[] = [
  null,
  { code: 'FREEHW', type: 'free_hardware', amount: 0 },
  { code: 'TEN', type: 'dollar', amount: 1000 },
  { code: 'PCT', type: 'discount', amount: 15 },
];
const summaryOf = (promo: PromoCode | null = null) =>
  orderSummary({ lines, promo, shippingTotal: 1500, taxRateBps: 825 });
const justGrand = (grand_total: number) => ({ ...summaryOf(), grand_total });
const sum = (payments: { amount: number }[]) => payments.reduce((t, p) => t + p.amount, 0);
const days = (payments: { dueDate: Date }[]) => payments.map((p) => p.dueDate.toISOString().slice(0, 10));

describe('up-front billing', () => {
  it('is one payment of the grand total, due 7 days after sending', () => {
    const schedule = paymentSchedule({
      billingTerm: 'up-front',
      paymentTerm: 12,
      summary: summaryOf(),
      sentAt,
    });
    expect(schedule).toEqual([{ number: 1, amount: 18277, dueDate: new Date('2025-01-31T15:00:00Z') }]);
  });

  it('is due at once for a renewal (firstDueDays 0)', () => {
    const [only] = paymentSchedule({
      billingTerm: 'up-front',
      paymentTerm: 1,
      summary: summaryOf(),
      sentAt,
      firstDueDays: 0,
    });
    expect(only!.dueDate).toEqual(sentAt);
  });
});

describe('monthly billing', () => {
  it('divides the grand total evenly, the leftover cents on the first', () => {
    const schedule = paymentSchedule({
      billingTerm: 'monthly',
      paymentTerm: 3,
      summary: justGrand(10000),
      sentAt,
    });
    expect(schedule.map((p) => p.amount)).toEqual([3334, 3333, 3333]);
    expect(schedule.map((p) => p.number)).toEqual([1, 2, 3]);
  });

  it('falls due a calendar month apart from the first, at month ends too', () => {
    const schedule = paymentSchedule({
      billingTerm: 'monthly',
      paymentTerm: 4,
      summary: justGrand(10000),
      sentAt,
    });
    expect(days(schedule)).toEqual(['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30']);
  });

  it('treats a payment term below 1 as one payment', () => {
    expect(
      paymentSchedule({ billingTerm: 'monthly', paymentTerm: 0, summary: justGrand(999), sentAt }),
    ).toHaveLength(1);
  });
});

describe('device-up-front billing', () => {
  it('pays the hardware, audio, shipping and their tax first, the service (with its tax) monthly', () => {
    const summary = summaryOf();
    // service 3998 + its tax share 1279 × 3998 / 15498 = 329.94 → 330
    expect(serviceShare(summary)).toBe(4328);
    const schedule = paymentSchedule({ billingTerm: 'device-up-front', paymentTerm: 12, summary, sentAt });
    expect(schedule).toHaveLength(12);
    // instalments 4328 / 12: 360 each, 8 cents over on the first; up-front part 18277 − 4328 = 13949
    expect(schedule[0]!.amount).toBe(13949 + 368);
    expect(schedule.slice(1).every((p) => p.amount === 360)).toBe(true);
    expect(sum(schedule)).toBe(18277);
  });

  it('with free hardware the first payment is audio, shipping and their tax plus the first instalment', () => {
    const summary = summaryOf(PROMOS[1]!);
    const schedule = paymentSchedule({ billingTerm: 'device-up-front', paymentTerm: 6, summary, sentAt });
    const service = serviceShare(summary);
    expect(service).toBeGreaterThan(summary.subscription_total);
    expect(schedule[0]!.amount - (service - Math.floor(service / 6) * 5)).toBe(summary.grand_total - service);
    expect(sum(schedule)).toBe(summary.grand_total);
  });

  it('with one payment term is a single payment of the grand total', () => {
    const schedule = paymentSchedule({
      billingTerm: 'device-up-front',
      paymentTerm: 1,
      summary: summaryOf(),
      sentAt,
    });
    expect(schedule.map((p) => p.amount)).toEqual([18277]);
  });

  it('with no service at all pays everything first and nothing later', () => {
    const summary = orderSummary({ lines: [lines[0]!], promo: null, shippingTotal: 0, taxRateBps: 825 });
    const schedule = paymentSchedule({ billingTerm: 'device-up-front', paymentTerm: 3, summary, sentAt });
    expect(schedule.map((p) => p.amount)).toEqual([summary.grand_total, 0, 0]);
  });
});

describe('every billing term, with and without each promo', () => {
  for (const billingTerm of BILLING_TERMS) {
    for (const promo of PROMOS) {
      it(`${billingTerm} with ${promo?.type ?? 'no promo'} adds up to the grand total`, () => {
        const summary = summaryOf(promo);
        const schedule = paymentSchedule({ billingTerm, paymentTerm: 12, summary, sentAt });
        expect(schedule).toHaveLength(billingTerm === 'up-front' ? 1 : 12);
        expect(sum(schedule)).toBe(summary.grand_total);
        expect(schedule.every((p) => p.amount >= 0)).toBe(true);
      });
    }
  }
});

describe('the schedule sums to the grand total to the cent (many amounts)', () => {
  it('for every term, odd totals and payment terms 1-36', () => {
    const terms: BillingTerm[] = ['monthly', 'up-front', 'device-up-front'];
    for (let i = 0; i < 600; i++) {
      const price = 1 + ((i * 7919) % 250_000);
      const summary = orderSummary({
        lines: [
          { kind: 'hardware', unitPrice: price, quantity: 1 + (i % 5) },
          { kind: 'service', unitPrice: 1 + ((i * 104729) % 30_000), quantity: 1 + (i % 3) },
          { kind: 'live-audio', unitPrice: 499, quantity: i % 4 },
        ],
        promo: PROMOS[i % PROMOS.length]!,
        shippingTotal: (i * 31) % 2000,
        taxRateBps: (i * 13) % 1200,
      });
      const schedule = paymentSchedule({
        billingTerm: terms[i % 3]!,
        paymentTerm: 1 + (i % 36),
        summary,
        sentAt,
      });
      expect(sum(schedule)).toBe(summary.grand_total);
      expect(Math.min(...schedule.map((p) => p.amount))).toBeGreaterThanOrEqual(0);
    }
  });

  it('for $100.00 over 3 months', () => {
    const schedule = paymentSchedule({
      billingTerm: 'monthly',
      paymentTerm: 3,
      summary: justGrand(10000),
      sentAt,
    });
    expect(sum(schedule)).toBe(10000);
  });
});
