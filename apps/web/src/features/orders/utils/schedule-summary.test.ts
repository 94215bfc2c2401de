import { describe, expect, it } from 'vitest';
import { scheduleSummary } from './schedule-summary.ts';

const amounts = (...cents: number[]) => cents.map((amount) => ({ amount }));

describe('the schedule in one sentence (spec 3 §4)', () => {
  it('names the up-front payment and the monthly ones of device-up-front billing', () => {
    expect(scheduleSummary('device-up-front', amounts(20_400, 4_500, 4_500))).toBe(
      '$204.00 up front, then 2 monthly payments of $45.00.',
    );
    expect(scheduleSummary('device-up-front', amounts(20_400, 4_500))).toBe(
      '$204.00 up front, then 1 monthly payment of $45.00.',
    );
  });

  it('counts every payment of monthly billing, and one of up-front', () => {
    expect(scheduleSummary('monthly', amounts(2_001, 2_000, 2_000))).toBe('3 monthly payments of $20.01.');
    expect(scheduleSummary('up-front', amounts(123_456))).toBe('One payment of $1,234.56.');
    expect(scheduleSummary('up-front', [])).toBeNull();
  });
});
