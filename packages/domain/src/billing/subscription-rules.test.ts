import { describe, expect, it } from 'vitest';
import {
  annualSaving,
  DUNNING_RETRY_DAYS,
  isCardExpired,
  isOrderPayable,
  nextDunningAt,
  nextPaymentLabel,
  subscriptionAction,
} from './subscription-rules.ts';

describe('annual saving (spec 3 §2.8)', () => {
  it('is the monthly price times 12 minus the annual price', () => {
    expect(
      annualSaving([
        { months: 1, price: 1999 },
        { months: 12, price: 19990 },
      ]),
    ).toBe(3998);
    expect(
      annualSaving([
        { months: 12, price: 12000 },
        { months: 1, price: 1000 },
      ]),
    ).toBe(0);
  });

  it('is null when a plan is missing', () => {
    expect(annualSaving([{ months: 1, price: 1999 }])).toBeNull();
    expect(annualSaving([{ months: 12, price: 19990 }])).toBeNull();
    expect(annualSaving([])).toBeNull();
  });
});

describe('the subscription top button (spec 3 §2.4)', () => {
  it.each([
    ['active', 'cancel'],
    ['blocked', 'cancel'],
    ['pending-cancellation', 'activate'],
    ['cancelled', 'reactivate'],
    ['pending', null],
    ['pending-renewal', null],
    ['archived', null],
  ])('%s → %s', (status, action) => {
    expect(subscriptionAction(status)).toBe(action);
  });
});

describe('the next payment row (spec 3 §2.4)', () => {
  const sub = { renewal_date: '2026-03-01T00:00:00.000Z', cancel_at: '2026-02-01T00:00:00.000Z' };

  it('reads Cancelling: with the cancel date when pending cancellation', () => {
    expect(nextPaymentLabel({ ...sub, status: 'pending-cancellation' })).toEqual({
      label: 'Cancelling:',
      date: sub.cancel_at,
    });
  });

  it('is hidden when cancelled or archived', () => {
    expect(nextPaymentLabel({ ...sub, status: 'cancelled' })).toBeNull();
    expect(nextPaymentLabel({ ...sub, status: 'archived' })).toBeNull();
  });

  it("shows '-' (no date) when pending renewal", () => {
    expect(nextPaymentLabel({ ...sub, status: 'pending-renewal' })).toEqual({
      label: 'Next payment:',
      date: null,
    });
  });

  it('shows the renewal date otherwise', () => {
    expect(nextPaymentLabel({ ...sub, status: 'active' })).toEqual({
      label: 'Next payment:',
      date: sub.renewal_date,
    });
    expect(nextPaymentLabel({ status: 'pending', renewal_date: null, cancel_at: null })?.date).toBeNull();
  });
});

describe('card expiry (spec 3 §5)', () => {
  it('is valid through the last moment of its month and expired from the next', () => {
    expect(isCardExpired(1, 2026, new Date('2026-01-31T23:59:59.999Z'))).toBe(false);
    expect(isCardExpired(1, 2026, new Date('2026-02-01T00:00:00.000Z'))).toBe(true);
    expect(isCardExpired(2, 2024, new Date('2024-02-29T12:00:00Z'))).toBe(false);
  });

  it('rolls December into the next year', () => {
    expect(isCardExpired(12, 2025, new Date('2025-12-31T23:59:59Z'))).toBe(false);
    expect(isCardExpired(12, 2025, new Date('2026-01-01T00:00:00Z'))).toBe(true);
  });

  it('never expires a method without an expiry (a bank account)', () => {
    expect(isCardExpired(null, null, new Date())).toBe(false);
  });
});

describe('payable orders (decision 0066)', () => {
  it('are pending-approval and pending only', () => {
    expect(isOrderPayable('pending-approval')).toBe(true);
    expect(isOrderPayable('pending')).toBe(true);
    for (const status of ['cart', 'draft', 'ach-requested', 'paid', 'cancelled']) {
      expect(isOrderPayable(status)).toBe(false);
    }
  });
});

describe('dunning (decision 0066)', () => {
  const renewal = new Date('2026-01-31T09:00:00Z');

  it('retries 1, 3 and 7 days after the renewal date', () => {
    expect(DUNNING_RETRY_DAYS).toEqual([1, 3, 7]);
    expect(nextDunningAt(renewal, 0)).toEqual(renewal);
    expect(nextDunningAt(renewal, 1)?.toISOString()).toBe('2026-02-01T09:00:00.000Z');
    expect(nextDunningAt(renewal, 2)?.toISOString()).toBe('2026-02-03T09:00:00.000Z');
    expect(nextDunningAt(renewal, 3)?.toISOString()).toBe('2026-02-07T09:00:00.000Z');
  });

  it('blocks (null) once the last retry has failed', () => {
    expect(nextDunningAt(renewal, 4)).toBeNull();
    expect(nextDunningAt(renewal, 9)).toBeNull();
  });
});
