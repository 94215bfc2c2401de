import { describe, expect, it } from 'vitest';
import { dwellColour, dwellDays } from './dwell-colour.ts';

const share = (percentage: number | null, allowance: number | null = 5) => ({
  allowable_dwell_days: allowance,
  average_dwell_time_percentage: percentage,
});

describe('dwell colour by share of allowance (spec 2 §9)', () => {
  it('is green up to and including 75%', () => {
    expect(dwellColour(share(0))).toBe('green');
    expect(dwellColour(share(40))).toBe('green');
    expect(dwellColour(share(75))).toBe('green');
  });

  it('is yellow above 75% up to and including 100%', () => {
    expect(dwellColour(share(75.01))).toBe('yellow');
    expect(dwellColour(share(100))).toBe('yellow');
  });

  it('is red above 100%', () => {
    expect(dwellColour(share(100.01))).toBe('red');
    expect(dwellColour(share(540))).toBe('red');
  });

  it('is white with no allowance, whatever the share', () => {
    expect(dwellColour(share(null, null))).toBe('white');
    expect(dwellColour(share(120, null))).toBe('white');
    expect(dwellColour(share(null, 3))).toBe('white');
    expect(dwellColour(share(Number.POSITIVE_INFINITY, 0))).toBe('white');
    expect(dwellColour(share(0, 0))).toBe('white');
  });
});

describe('average dwell shown in days', () => {
  it('turns seconds into days with 2 decimals', () => {
    expect(dwellDays(0)).toBe('0.00');
    expect(dwellDays(86_400)).toBe('1.00');
    expect(dwellDays(129_600)).toBe('1.50');
    expect(dwellDays(3_600)).toBe('0.04');
  });
});
