import { describe, expect, it } from 'vitest';
import { estimateArrival, PACE_FLOOR_MPS, RecentPace } from './recent-pace.ts';

const t0 = Date.parse('2026-01-01T10:00:00Z');
const at = (minutes: number) => new Date(t0 + minutes * 60_000);
/** Degrees of latitude for metres. */
const north = (m: number) => 38.9 + m / 111_195;

describe('recent pace', () => {
  it('is the distance over the last 30 minutes divided by their time', () => {
    const pace = new RecentPace();
    // 60 km/h: 1 km a minute, for 40 minutes; only the last 30 count
    for (let m = 0; m <= 40; m++) pace.add(at(m), north(m * 1000), -99);
    expect(pace.metresPerSecond(null)).toBeCloseTo(1000 / 60, 0);
  });

  it('counts a stop: half the window parked halves the pace', () => {
    const pace = new RecentPace();
    for (let m = 0; m <= 15; m++) pace.add(at(m), north(m * 1000), -99);
    for (let m = 16; m <= 30; m++) pace.add(at(m), north(15_000), -99);
    expect(pace.metresPerSecond(null)).toBeCloseTo(15_000 / 1800, 0);
  });

  it('never goes below the floor, and uses the fix speed until the window is long enough', () => {
    const parked = new RecentPace();
    for (let m = 0; m <= 30; m++) parked.add(at(m), north(0), -99);
    expect(parked.metresPerSecond(null)).toBe(PACE_FLOOR_MPS);
    const fresh = new RecentPace();
    fresh.add(at(0), north(0), -99);
    expect(fresh.metresPerSecond(20)).toBe(20);
    expect(fresh.metresPerSecond(null)).toBe(PACE_FLOOR_MPS);
  });

  it('estimates arrival from the remaining distance and the pace', () => {
    expect(estimateArrival(at(0), 36_000, 10).toISOString()).toBe(at(60).toISOString());
    expect(estimateArrival(at(0), -5, 10).toISOString()).toBe(at(0).toISOString());
  });
});

describe('measured pace', () => {
  it('is the raw pace once the fixes span two minutes, else null', () => {
    const pace = new RecentPace();
    pace.add(at(0), north(0), -99);
    expect(pace.measured()).toBeNull();
    pace.add(at(10), north(600), -99);
    expect(pace.measured()).toBeCloseTo(1, 1);
  });
});
