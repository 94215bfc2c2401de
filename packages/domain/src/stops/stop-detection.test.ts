import { describe, expect, it } from 'vitest';
import { STOP_RADIUS_DEFAULT_KM } from '@lodestar/contracts';
import { distanceMetres } from '../movement.ts';
import { detectStops, isCoarseFix, type StopPoint } from './stop-detection.ts';

const T0 = Date.UTC(2026, 0, 5, 8, 0);
const MINUTE = 60_000;
// about 111 m per 0.001 degree of latitude; at latitude 40, about 85 m per 0.001 degree of longitude
const HOME = { latitude: 40, longitude: -75 };

const at = (minute: number, north: number, east = 0, over: Partial<StopPoint> = {}): StopPoint => ({
  latitude: HOME.latitude + north,
  longitude: HOME.longitude + east,
  time: T0 + minute * MINUTE,
  fix: 'gps',
  accuracy: 10,
  ...over,
});

/** A drive north at `metresPerMinute`, one fix a minute, starting `startNorth` degrees north of home. */
const drive = (fromMinute: number, minutes: number, metresPerMinute: number, startNorth = 0) =>
  Array.from({ length: minutes }, (_, k) => at(fromMinute + k, startNorth + (k * metresPerMinute) / 111_195));

/** A parked tracker, one fix a minute, scattered a few tens of metres around a place (deterministic jitter). */
const parked = (fromMinute: number, minutes: number, north = 0, jitterMetres = 25) =>
  Array.from({ length: minutes }, (_, k) => {
    const angle = k * 2.399; // golden angle: points spread all around the place
    const r = (jitterMetres * ((k * 7) % 10)) / 10;
    return at(fromMinute + k, north + (r * Math.sin(angle)) / 111_195, (r * Math.cos(angle)) / 85_000);
  });

describe('detectStops', () => {
  it('finds a clear stop between two drives, with its times, centre and radius', () => {
    const track = [...drive(0, 10, 800), ...parked(10, 30, 0.08), ...drive(40, 10, 800, 0.082)];
    const stops = detectStops(track);
    expect(stops).toHaveLength(1);
    const [s] = stops;
    expect(s!.startTime).toBe(T0 + 10 * MINUTE);
    expect(s!.endTime).toBe(T0 + 39 * MINUTE);
    expect(distanceMetres(s!.latitude, s!.longitude, HOME.latitude + 0.08, HOME.longitude)).toBeLessThan(15);
    // jitter of 25 m is well inside the 0.1 km default radius
    expect(s!.radiusKm).toBe(0.1);
    expect(s!.pointCount).toBe(30);
  });

  it('finds no stop in a drive through slow traffic (about 4 km/h, never still for 5 minutes)', () => {
    expect(detectStops(drive(0, 60, 70))).toEqual([]);
  });

  it('finds no stop in a stay shorter than 5 minutes (a traffic light)', () => {
    const track = [...drive(0, 5, 800), ...parked(5, 4, 0.036), ...drive(9, 5, 800, 0.0365)];
    expect(detectStops(track)).toEqual([]);
  });

  it('keeps one stop through GPS jitter while parked, including a lone multipath spike', () => {
    const jitter = parked(0, 60, 0, 60);
    jitter[30] = at(30, 0.004); // one fix 450 m away with a confident accuracy
    const stops = detectStops(jitter);
    expect(stops).toHaveLength(1);
    expect(stops[0]!.startTime).toBe(T0);
    expect(stops[0]!.endTime).toBe(T0 + 59 * MINUTE);
    expect(stops[0]!.pointCount).toBe(59);
  });

  it('bridges a data gap when the tracker is at the same place on both sides', () => {
    const track = [...parked(0, 3), ...parked(180, 3)];
    const stops = detectStops(track);
    expect(stops).toHaveLength(1);
    expect(stops[0]!.startTime).toBe(T0);
    expect(stops[0]!.endTime).toBe(T0 + 182 * MINUTE);
  });

  it('does not merge across a data gap when the tracker moved during it', () => {
    const track = [...parked(0, 10), ...parked(120, 10, 0.05)];
    const stops = detectStops(track);
    expect(stops.map((s) => [s.startTime, s.endTime])).toEqual([
      [T0, T0 + 9 * MINUTE],
      [T0 + 120 * MINUTE, T0 + 129 * MINUTE],
    ]);
  });

  it('does not split a stop when a parked tracker reports cell fixes jumping to far towers', () => {
    const track = parked(0, 40);
    track[10] = at(10, 0.02, 0, { fix: 'cell', accuracy: 1500 });
    track[11] = at(11, -0.03, 0.01, { fix: 'cell', accuracy: 2000 });
    track[20] = at(20, 0.015, 0, { fix: 'wifi', accuracy: 800 });
    const stops = detectStops(track);
    expect(stops).toHaveLength(1);
    expect(stops[0]!.endTime).toBe(T0 + 39 * MINUTE);
    expect(
      distanceMetres(stops[0]!.latitude, stops[0]!.longitude, HOME.latitude, HOME.longitude),
    ).toBeLessThan(20);
  });

  it('does not make a stop out of cell fixes that sit at one tower while the tracker drives', () => {
    const track = drive(0, 30, 800);
    for (let k = 5; k < 20; k++) track[k] = at(k, 0.05, 0, { fix: 'cell', accuracy: 1200 });
    expect(detectStops(track)).toEqual([]);
  });

  it('lets a wifi fix count with its own accuracy when that is wider than 100 m', () => {
    const track = [...parked(0, 10), at(10, 0.0015, 0, { fix: 'wifi', accuracy: 200 }), ...parked(11, 10)];
    const stops = detectStops(track);
    expect(stops).toHaveLength(1);
    expect(stops[0]!.pointCount).toBe(21);
    // the wifi fix 167 m from the centre widens the stop
    expect(stops[0]!.radiusKm).toBeGreaterThan(0.15);
  });

  it('skips invalid fixes', () => {
    const track = parked(0, 10);
    track[9] = at(9, 0.5, 0, { valid: false });
    expect(detectStops(track)[0]!.endTime).toBe(T0 + 8 * MINUTE);
  });

  it('finds every stop of a day with several stays', () => {
    const track = [
      ...parked(0, 20),
      ...drive(20, 10, 800),
      ...parked(30, 15, 0.072),
      ...drive(45, 10, 800, 0.0725),
      ...parked(55, 6, 0.145),
    ];
    expect(detectStops(track).map((s) => (s.startTime - T0) / MINUTE)).toEqual([0, 30, 55]);
  });

  it('keeps one stop for a tracker parked on the 180th meridian, its fixes either side of it', () => {
    const track = Array.from({ length: 10 }, (_, k) =>
      at(k, 0, 0, { latitude: -17, longitude: k % 2 ? 179.9997 : -179.9997, accuracy: null }),
    );
    const stops = detectStops(track);
    expect(stops).toHaveLength(1);
    // the fixes are about 64 m apart, across the meridian: the default radius
    expect(stops[0]!.pointCount).toBe(10);
    expect(stops[0]!.radiusKm).toBe(STOP_RADIUS_DEFAULT_KM);
  });

  it('measures a stop’s radius as the great circle does, to the metre', () => {
    const track = [
      ...parked(0, 20, 0, 0),
      at(20, 0.0035, 0, { fix: 'wifi', accuracy: 450 }),
      ...parked(21, 20, 0, 0),
    ];
    const [stop] = detectStops(track);
    const far = distanceMetres(stop!.latitude, stop!.longitude, HOME.latitude + 0.0035, HOME.longitude);
    expect(stop!.radiusKm).toBe(Math.round(far) / 1000);
  });

  it('answers an empty list for no points', () => {
    expect(detectStops([])).toEqual([]);
  });
});

describe('isCoarseFix', () => {
  it('treats every cell fix and any fix wider than 500 m as coarse', () => {
    expect(isCoarseFix(at(0, 0, 0, { fix: 'cell', accuracy: 50 }))).toBe(true);
    expect(isCoarseFix(at(0, 0, 0, { fix: 'wifi', accuracy: 600 }))).toBe(true);
    expect(isCoarseFix(at(0, 0, 0, { fix: 'wifi', accuracy: 300 }))).toBe(false);
    expect(isCoarseFix(at(0, 0, 0, { fix: 'gps', accuracy: null }))).toBe(false);
  });
});
