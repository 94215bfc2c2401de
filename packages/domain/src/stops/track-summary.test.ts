import { describe, expect, it } from 'vitest';
import { detectStopsInTrack, emptyStopTrack, locatedTrack, type StopPoint } from './stop-detection.ts';
import { summariseTrack } from './track-summary.ts';

const MINUTE = 60_000;
// about 111 m of latitude per 0.001 degree
const point = (minute: number, lat: number, lng = -87.6): StopPoint => ({
  latitude: lat,
  longitude: lng,
  time: minute * MINUTE,
  fix: 'gps',
  accuracy: 5,
});

describe('summariseTrack', () => {
  it('adds the drive and leaves out the jitter of a stop', () => {
    const points: StopPoint[] = [];
    // 10 minutes driving north 1 km a minute, then 20 minutes parked with jitter, then 5 more minutes driving
    for (let m = 0; m <= 10; m++) points.push(point(m, 41.8 + m * 0.009));
    for (let m = 11; m <= 30; m++) points.push(point(m, 41.89 + (m % 2) * 0.0002));
    for (let m = 31; m <= 35; m++) points.push(point(m, 41.89 + (m - 30) * 0.009));
    const track = locatedTrack(points);
    const stops = detectStopsInTrack(track);
    expect(stops).toHaveLength(1);
    const summary = summariseTrack(track, stops);
    // 10 km + 5 km, give or take the metres to and from the parking place
    expect(summary.distanceMetres / 1000).toBeCloseTo(15, 0);
    expect(summary.parkedMs).toBe(stops[0]!.endTime - stops[0]!.startTime);
    expect(summary.movingMs + summary.parkedMs).toBe(35 * MINUTE);
  });

  it('counts a silence longer than SUMMARY_GAP_MS as neither moving nor parked', () => {
    const track = locatedTrack([point(0, 41.8), point(1, 41.81), point(200, 42.5), point(201, 42.51)]);
    const summary = summariseTrack(track, detectStopsInTrack(track));
    expect(summary.movingMs).toBe(2 * MINUTE);
    expect(summary.distanceMetres).toBeGreaterThan(70_000);
  });

  it('is all zeros for an empty period', () => {
    expect(summariseTrack(emptyStopTrack(0), [])).toEqual({ distanceMetres: 0, movingMs: 0, parkedMs: 0 });
  });
});
