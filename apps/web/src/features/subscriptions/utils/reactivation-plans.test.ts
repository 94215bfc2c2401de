import type { PaymentMethod } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import { chargedMethod, initialMonths, offeredPlans } from './reactivation-plans.ts';

const card = (id: number, fields: Partial<PaymentMethod>): PaymentMethod => ({
  id,
  type: 'card',
  brand: 'visa',
  last4: String(4000 + id),
  exp_month: 12,
  exp_year: 2030,
  default: false,
  expired: false,
  created_at: '2026-01-01T00:00:00Z',
  ...fields,
});

describe("the Reactivate modal's choices (spec 3 §2.8, §5)", () => {
  it('offers 1 and 12 months, shortest first, and opens on the period the subscription had', () => {
    const plans = [
      { months: 12 as const, price: 9900 },
      { months: 1 as const, price: 999 },
    ];
    expect(offeredPlans(plans).map((p) => p.months)).toEqual([1, 12]);
    expect(initialMonths(plans, 12)).toBe(12);
    expect(initialMonths(plans, 1)).toBe(1);
    expect(initialMonths([{ months: 12, price: 9900 }], 1)).toBe(12);
    expect(initialMonths([], 1)).toBeNull();
  });

  it('charges the default method, and an expired default counts as none', () => {
    expect(chargedMethod([card(1, {}), card(2, { default: true })])?.last4).toBe('4002');
    expect(chargedMethod([card(1, {}), card(2, { default: true, expired: true })])).toBeNull();
    expect(chargedMethod([])).toBeNull();
  });
});
