import { describe, expect, it } from 'vitest';
import { isReportOverdue, markerColour, type MarkerPosition } from './marker-colour.ts';

const NOW = Date.parse('2025-06-30T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A tracker that reported a minute ago, last moved `movedAgo` ms ago, outside any geofence. */
function position(movedAgo: number | null, over: Partial<MarkerPosition> = {}): MarkerPosition {
  return {
    timestamp: iso(NOW - MINUTE),
    last_movement_time: movedAgo === null ? null : iso(NOW - movedAgo),
    is_inside_geofences: false,
    ...over,
  };
}

describe('marker colour (spec 1 §4)', () => {
  it('is red from exactly 28 days without movement', () => {
    expect(markerColour(position(28 * DAY), 60, NOW)).toBe('red');
    expect(markerColour(position(40 * DAY), 60, NOW)).toBe('red');
  });

  it('is yellow from exactly 14 days up to just under 28', () => {
    expect(markerColour(position(28 * DAY - 1), 60, NOW)).toBe('yellow');
    expect(markerColour(position(14 * DAY), 60, NOW)).toBe('yellow');
  });

  it('is not stale just under 14 days', () => {
    expect(markerColour(position(14 * DAY - 1), 60, NOW)).toBe('blue');
  });

  it('puts staleness before a missed report and a geofence', () => {
    const stale = position(30 * DAY, { timestamp: iso(NOW - 30 * DAY), is_inside_geofences: true });
    expect(markerColour(stale, 60, NOW)).toBe('red');
  });

  it('is gray once the last report is overdue, not at exactly the expected minutes', () => {
    const onTime = position(0, { timestamp: iso(NOW - 60 * MINUTE) });
    const late = position(0, { timestamp: iso(NOW - 60 * MINUTE - 1) });
    expect(markerColour(onTime, 60, NOW)).toBe('blue');
    expect(markerColour(late, 60, NOW)).toBe('gray');
  });

  it('puts a missed report before a geofence', () => {
    const late = position(0, { timestamp: iso(NOW - 2 * 60 * MINUTE), is_inside_geofences: true });
    expect(markerColour(late, 60, NOW)).toBe('gray');
  });

  it('is green inside a geofence, else blue', () => {
    expect(markerColour(position(DAY, { is_inside_geofences: true }), 60, NOW)).toBe('green');
    expect(markerColour(position(DAY), 60, NOW)).toBe('blue');
  });

  it('uses the fix time when the tracker was never seen moving', () => {
    expect(markerColour(position(null), 60, NOW)).toBe('blue');
    const oldFix = position(null, { timestamp: iso(NOW - 15 * DAY) });
    expect(markerColour(oldFix, 60 * 24 * 30, NOW)).toBe('yellow');
  });

  it('reads last_movement_time, not the fix time, for staleness', () => {
    // reported a minute ago but has not moved for 20 days
    expect(markerColour(position(20 * DAY), 60, NOW)).toBe('yellow');
  });

  it('accepts now as a Date', () => {
    expect(markerColour(position(28 * DAY), 60, new Date(NOW))).toBe('red');
  });
});

describe('report overdue', () => {
  it('never counts a model without a positive interval as overdue', () => {
    const old = position(0, { timestamp: iso(NOW - DAY) });
    expect(isReportOverdue(old, 0, NOW)).toBe(false);
    expect(isReportOverdue(old, 1, NOW)).toBe(true);
  });
});
