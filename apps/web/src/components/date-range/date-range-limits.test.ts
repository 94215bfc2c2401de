import { describe, expect, it } from 'vitest';
import { combineDayAndTime, dateRangeLimits, defaultListRange, presetRange } from './date-range-limits.ts';

const NOW = new Date(2026, 5, 15, 10, 30);

describe('date range limits', () => {
  it('reaches back 3 months, or 12 with unlimited date selection, and ends today', () => {
    expect(dateRangeLimits(false, NOW)).toEqual({ minDate: '2026-03-15', maxDate: '2026-06-15' });
    expect(dateRangeLimits(true, NOW).minDate).toBe('2025-06-15');
  });

  it('turns the presets into ranges', () => {
    const yesterday = presetRange('yesterday', NOW);
    expect(new Date(yesterday.from)).toEqual(new Date(2026, 5, 14, 0, 0));
    expect(new Date(presetRange('lastHour', NOW).from)).toEqual(new Date(2026, 5, 15, 9, 30));
    expect(new Date(presetRange('today', NOW).to).getDate()).toBe(15);
  });

  it('starts the lists two days back', () => {
    expect(new Date(defaultListRange(NOW).from)).toEqual(new Date(2026, 5, 13, 0, 0));
  });

  it('joins a day and a time', () => {
    expect(new Date(combineDayAndTime('2026-06-10', '07:35'))).toEqual(new Date(2026, 5, 10, 7, 35));
  });
});
