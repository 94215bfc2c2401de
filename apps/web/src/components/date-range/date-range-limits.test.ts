import { describe, expect, it } from 'vitest';
import {
  combineDayAndTime,
  dateRangeLimits,
  defaultDetailsRange,
  defaultListRange,
  fitsHistoryDownload,
  presetRange,
  withinLimits,
} from './date-range-limits.ts';

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

describe('tracker details ranges', () => {
  it('starts today at midnight and ends now', () => {
    const range = defaultDetailsRange(NOW);
    expect(new Date(range.from)).toEqual(new Date(2026, 5, 15, 0, 0));
    expect(new Date(range.to)).toEqual(NOW);
  });

  it('allows downloading up to 90 days and no more', () => {
    const from = '2026-03-01T00:00:00.000Z';
    expect(fitsHistoryDownload({ from, to: '2026-05-30T00:00:00.000Z' })).toBe(true);
    expect(fitsHistoryDownload({ from, to: '2026-05-30T00:01:00.000Z' })).toBe(false);
    expect(fitsHistoryDownload(presetRange('yesterday', NOW))).toBe(true);
  });

  it('refuses a backwards range for download', () => {
    const range = { from: NOW.toISOString(), to: new Date(2026, 5, 14).toISOString() };
    expect(fitsHistoryDownload(range)).toBe(false);
  });

  it('keeps ranges within the months allowed and today', () => {
    const recent = presetRange('yesterday', NOW);
    expect(withinLimits(recent, false, NOW)).toBe(true);
    const old = { from: new Date(2026, 0, 10).toISOString(), to: new Date(2026, 0, 11).toISOString() };
    expect(withinLimits(old, false, NOW)).toBe(false);
    expect(withinLimits(old, true, NOW)).toBe(true);
    const tomorrow = { from: recent.from, to: new Date(2026, 5, 16, 1, 0).toISOString() };
    expect(withinLimits(tomorrow, false, NOW)).toBe(false);
  });
});
