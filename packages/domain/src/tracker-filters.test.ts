import type { Position } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import {
  clampFilterValue,
  hasTrackerFilters,
  matchesTrackerFilters,
  matchesTrackerSearch,
  NO_TRACKER_FILTERS,
} from './tracker-filters.ts';

const NOW = Date.parse('2026-06-30T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

function at(partial: { movedDaysAgo?: number | null; battery?: number | null }) {
  const position = {
    timestamp: new Date(NOW - 60_000).toISOString(),
    last_movement_time:
      partial.movedDaysAgo == null ? null : new Date(NOW - partial.movedDaysAgo * DAY).toISOString(),
    battery: partial.battery ?? null,
    is_inside_geofences: false,
  } as Position;
  return { current_position: position };
}

describe('tracker list filters', () => {
  it('lets every tracker through when no filter is on', () => {
    expect(hasTrackerFilters(NO_TRACKER_FILTERS)).toBe(false);
    expect(matchesTrackerFilters({ current_position: null }, NO_TRACKER_FILTERS, NOW)).toBe(true);
  });

  it('days: keeps trackers that have not moved for at least N days', () => {
    const filters = { staleDays: 14, batteryPercent: null };
    expect(matchesTrackerFilters(at({ movedDaysAgo: 14 }), filters, NOW)).toBe(true);
    expect(matchesTrackerFilters(at({ movedDaysAgo: 40 }), filters, NOW)).toBe(true);
    expect(matchesTrackerFilters(at({ movedDaysAgo: 13.9 }), filters, NOW)).toBe(false);
  });

  it('days: a tracker never seen moving counts from its fix time, as the marker colour does', () => {
    expect(
      matchesTrackerFilters(at({ movedDaysAgo: null }), { staleDays: 1, batteryPercent: null }, NOW),
    ).toBe(false);
  });

  it('percent: keeps trackers whose battery is at most N percent', () => {
    const filters = { staleDays: null, batteryPercent: 20 };
    expect(matchesTrackerFilters(at({ battery: 20 }), filters, NOW)).toBe(true);
    expect(matchesTrackerFilters(at({ battery: 5 }), filters, NOW)).toBe(true);
    expect(matchesTrackerFilters(at({ battery: 21 }), filters, NOW)).toBe(false);
  });

  it('an active filter leaves out trackers without a position or battery level', () => {
    expect(
      matchesTrackerFilters({ current_position: null }, { staleDays: 1, batteryPercent: null }, NOW),
    ).toBe(false);
    expect(matchesTrackerFilters(at({ battery: null }), { staleDays: null, batteryPercent: 100 }, NOW)).toBe(
      false,
    );
  });

  it('both filters must match together', () => {
    const filters = { staleDays: 14, batteryPercent: 30 };
    expect(matchesTrackerFilters(at({ movedDaysAgo: 20, battery: 25 }), filters, NOW)).toBe(true);
    expect(matchesTrackerFilters(at({ movedDaysAgo: 20, battery: 35 }), filters, NOW)).toBe(false);
  });

  it('keeps slider values whole and within 1 to 100', () => {
    expect(clampFilterValue(0)).toBe(1);
    expect(clampFilterValue(150)).toBe(100);
    expect(clampFilterValue(42.6)).toBe(43);
    expect(clampFilterValue(Number.NaN)).toBe(1);
  });
});

describe('tracker list search', () => {
  const tracker = { name: 'Van 03', serial: 'LS100023', imei: '356938031000235' };

  it('matches part of the name, serial or IMEI in any case', () => {
    expect(matchesTrackerSearch(tracker, 'van')).toBe(true);
    expect(matchesTrackerSearch(tracker, 'ls1000')).toBe(true);
    expect(matchesTrackerSearch(tracker, '0235')).toBe(true);
    expect(matchesTrackerSearch(tracker, 'truck')).toBe(false);
  });

  it('an empty or blank search matches everything', () => {
    expect(matchesTrackerSearch(tracker, '  ')).toBe(true);
    expect(matchesTrackerSearch({ ...tracker, imei: null }, '')).toBe(true);
  });
});
