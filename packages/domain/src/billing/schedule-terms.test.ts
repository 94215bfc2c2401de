import { describe, expect, it } from 'vitest';
import { agreementText, scheduleTerms } from './schedule-terms.ts';

const pay = (...amounts: number[]) => amounts.map((amount, i) => ({ number: i + 1, amount }));

describe('up-front and regular payments of a schedule (spec 3 §4)', () => {
  it('monthly: no up-front payment, the first is the regular one, every payment counts', () => {
    const payments = pay(3334, 3333, 3333);
    expect(scheduleTerms('monthly', payments)).toEqual({
      upFront: null,
      regular: payments[0],
      regularCount: 3,
    });
  });

  it('up-front: the first is up front, no regular payment', () => {
    const payments = pay(18277);
    expect(scheduleTerms('up-front', payments)).toEqual({
      upFront: payments[0],
      regular: null,
      regularCount: 0,
    });
  });

  it('device-up-front: the first up front, the second is the regular one, counted as payments minus one', () => {
    const payments = pay(14317, 360, 360, 360);
    expect(scheduleTerms('device-up-front', payments)).toEqual({
      upFront: payments[0],
      regular: payments[1],
      regularCount: 3,
    });
  });

  it('a further term uses the second payment if present, otherwise the first', () => {
    const two = pay(500, 100);
    expect(scheduleTerms('quarterly', two).regular).toBe(two[1]);
    const one = pay(500);
    expect(scheduleTerms('quarterly', one)).toEqual({ upFront: one[0], regular: one[0], regularCount: 0 });
  });

  it('no payments: nothing up front or regular', () => {
    expect(scheduleTerms('device-up-front', [])).toEqual({ upFront: null, regular: null, regularCount: 0 });
  });
});

describe('the payment agreement (spec 3 §5)', () => {
  it('joins up front and regular payments', () => {
    expect(
      agreementText(scheduleTerms('device-up-front', pay(10000, ...Array(11).fill(2000))), 'monthly'),
    ).toBe('I agree to be charged $100.00 up front and an additional 11 monthly payments of $20.00.');
  });

  it('says up front only for an up-front order', () => {
    expect(agreementText(scheduleTerms('up-front', pay(123456)), 'monthly')).toBe(
      'I agree to be charged $1,234.56 up front.',
    );
  });

  it('names the monthly payments without "additional" when nothing is paid before them', () => {
    expect(agreementText(scheduleTerms('monthly', pay(3334, 3333, 3333)), 'monthly')).toBe(
      'I agree to be charged 3 monthly payments of $33.34.',
    );
  });

  it('says yearly for yearly payments and a single payment in the singular', () => {
    expect(agreementText(scheduleTerms('device-up-front', pay(5000, 19900)), 'yearly')).toBe(
      'I agree to be charged $50.00 up front and an additional 1 yearly payment of $199.00.',
    );
  });

  it('reads $0.00 up front with no payment', () => {
    expect(agreementText(scheduleTerms('up-front', []), 'monthly')).toBe(
      'I agree to be charged $0.00 up front.',
    );
  });
});
