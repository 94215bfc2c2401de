import { describe, expect, it } from 'vitest';
import { formatMoney, roundHalfUp, spreadByLargestRemainder } from './money.ts';

describe('money in dollars (spec 3 §9)', () => {
  it('shows 2 decimals and thousand separators', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(100_000_000)).toBe('$1,000,000.00');
  });

  it('puts the minus before the dollar sign', () => {
    expect(formatMoney(-1200)).toBe('-$12.00');
  });
});

describe('rounding half up in integers', () => {
  it('rounds a half cent up and less than half down', () => {
    expect(roundHalfUp(1000, 825, 10_000)).toBe(83); // 82.5
    expect(roundHalfUp(999, 825, 10_000)).toBe(82); // 82.4175
    expect(roundHalfUp(3333, 10, 100)).toBe(333); // 333.3
    expect(roundHalfUp(3335, 10, 100)).toBe(334); // 333.5
  });
});

describe('spreading a discount by largest remainder', () => {
  it('adds up to the total exactly', () => {
    expect(spreadByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadByLargestRemainder(10, [3, 3, 4])).toEqual([3, 3, 4]);
    expect(spreadByLargestRemainder(7, [2, 0, 1])).toEqual([5, 0, 2]);
  });

  it('gives the odd cent to the largest remainder', () => {
    // exact shares 3.33.., 1.66.. → floors 3 and 1, the cent left goes to the second (remainder .66)
    expect(spreadByLargestRemainder(5, [2, 1])).toEqual([3, 2]);
  });

  it('spreads nothing over nothing', () => {
    expect(spreadByLargestRemainder(50, [0, 0, 0])).toEqual([0, 0, 0]);
    expect(spreadByLargestRemainder(0, [5, 5])).toEqual([0, 0]);
  });

  it('always sums to the total over many weights', () => {
    for (let total = 0; total < 500; total += 7) {
      const weights = [total * 3 + 1, (total * 7) % 101, (total * 13) % 37];
      const parts = spreadByLargestRemainder(total, weights);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
    }
  });
});
