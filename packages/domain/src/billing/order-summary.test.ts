import type { PromoCode } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import { lineTotal, orderSummary, type SummaryLine } from './order-summary.ts';

/** Two trackers at $50, two yearly plans at $19.99, three live audio hours at $5: goods $154.98. */
const lines: SummaryLine[] = [
  { kind: 'hardware', unitPrice: 5000, quantity: 2 },
  { kind: 'service', unitPrice: 1999, quantity: 2 },
  { kind: 'live-audio', unitPrice: 500, quantity: 3 },
];
const summary = (promo: PromoCode | null, taxRateBps = 825, shippingTotal = 1500) =>
  orderSummary({ lines, promo, shippingTotal, taxRateBps });

describe('a line total', () => {
  it('is unit price times quantity', () => {
    expect(lineTotal({ unitPrice: 1999, quantity: 3 })).toBe(5997);
  });
});

describe('order summary without a promo', () => {
  it('adds each kind, taxes goods and services half up, and leaves shipping untaxed', () => {
    expect(summary(null)).toEqual({
      hardware_total: 10000,
      subscription_total: 3998,
      audio_hour_total: 3,
      live_audio_total: 1500,
      shipping_total: 1500,
      tax: 1279, // 15498 × 8.25% = 1278.585
      promo_discount: 0,
      grand_total: 18277,
      hardware_total_before_discount: 10000,
      subscription_total_before_discount: 3998,
      live_audio_total_before_discount: 1500,
      grand_total_before_discount: 18277,
      promo_code: null,
    });
  });

  it('rounds a half cent of tax up', () => {
    const s = orderSummary({
      lines: [{ kind: 'hardware', unitPrice: 1000, quantity: 1 }],
      promo: null,
      shippingTotal: 0,
      taxRateBps: 825,
    });
    expect(s.tax).toBe(83); // 82.5
    const down = orderSummary({
      lines: [{ kind: 'hardware', unitPrice: 999, quantity: 1 }],
      promo: null,
      shippingTotal: 0,
      taxRateBps: 825,
    });
    expect(down.tax).toBe(82); // 82.4175
  });

  it('counts shipping lines with the shipping total, and the hours of every live-audio line', () => {
    const s = orderSummary({
      lines: [
        { kind: 'live-audio', unitPrice: 500, quantity: 2 },
        { kind: 'live-audio', unitPrice: 450, quantity: 10 },
        { kind: 'shipping', unitPrice: 995, quantity: 1 },
      ],
      promo: null,
      shippingTotal: 500,
      taxRateBps: 0,
    });
    expect(s.audio_hour_total).toBe(12);
    expect(s.live_audio_total).toBe(5500);
    expect(s.shipping_total).toBe(1495);
    expect(s.grand_total).toBe(6995);
  });

  it('is all zeros for an empty order', () => {
    const s = orderSummary({ lines: [], promo: null, shippingTotal: 0, taxRateBps: 825 });
    expect(s.grand_total).toBe(0);
    expect(s.tax).toBe(0);
  });
});

describe('order summary with a promo (decision 0066)', () => {
  it('free hardware takes the hardware off, and the tax falls with it', () => {
    const promo: PromoCode = { code: 'FREEHW', type: 'free_hardware', amount: 0 };
    const s = summary(promo);
    expect(s).toMatchObject({
      hardware_total: 0,
      subscription_total: 3998,
      live_audio_total: 1500,
      promo_discount: 10000,
      tax: 454, // 5498 × 8.25% = 453.585
      grand_total: 7452,
      hardware_total_before_discount: 10000,
      grand_total_before_discount: 18277,
      promo_code: promo,
    });
  });

  it('a dollar promo is spread over the parts by largest remainder', () => {
    const s = summary({ code: 'TWENTY', type: 'dollar', amount: 2000 });
    // exact shares 1290.49, 515.94, 193.57: floors leave 2 cents, to the two largest remainders
    expect([s.hardware_total, s.subscription_total, s.live_audio_total]).toEqual([8710, 3482, 1306]);
    expect(s.promo_discount).toBe(2000);
    expect(s.tax).toBe(1114); // 13498 × 8.25% = 1113.585
    expect(s.grand_total).toBe(16112);
  });

  it('a dollar promo larger than the goods and services takes them to zero, not below', () => {
    const s = summary({ code: 'BIG', type: 'dollar', amount: 1_000_000 });
    expect(s.promo_discount).toBe(15498);
    expect([s.hardware_total, s.subscription_total, s.live_audio_total, s.tax]).toEqual([0, 0, 0, 0]);
    expect(s.grand_total).toBe(1500); // shipping is never discounted
  });

  it('a percent promo takes that share of goods and services, half up, spread in proportion', () => {
    const s = summary({ code: 'FIFTEEN', type: 'discount', amount: 15 });
    expect(s.promo_discount).toBe(2325); // 2324.7
    expect([s.hardware_total, s.subscription_total, s.live_audio_total]).toEqual([8500, 3398, 1275]);
    expect(s.tax).toBe(1087); // 13173 × 8.25% = 1086.7725
    expect(s.grand_total).toBe(15760);
  });

  it('100% off leaves shipping only', () => {
    expect(summary({ code: 'ALL', type: 'discount', amount: 100 }).grand_total).toBe(1500);
  });

  it('the discounted parts always add up to goods minus the discount', () => {
    for (let price = 1; price < 3000; price += 37) {
      for (const promo of [
        { code: 'D', type: 'dollar', amount: price * 2 + 1 },
        { code: 'P', type: 'discount', amount: (price % 99) + 1 },
      ] as PromoCode[]) {
        const s = orderSummary({
          lines: [
            { kind: 'hardware', unitPrice: price, quantity: 3 },
            { kind: 'service', unitPrice: price + 13, quantity: 2 },
            { kind: 'live-audio', unitPrice: 333, quantity: 1 },
          ],
          promo,
          shippingTotal: 0,
          taxRateBps: 0,
        });
        const before =
          s.hardware_total_before_discount +
          s.subscription_total_before_discount +
          s.live_audio_total_before_discount;
        expect(s.hardware_total + s.subscription_total + s.live_audio_total).toBe(before - s.promo_discount);
        expect(Math.min(s.hardware_total, s.subscription_total, s.live_audio_total)).toBeGreaterThanOrEqual(
          0,
        );
      }
    }
  });
});
