import { describe, expect, it } from 'vitest';
import { detectStopsInTrack, locatedTrack } from '../stops/stop-detection.ts';
import { summariseTrack } from '../stops/track-summary.ts';
import { emptyTripTrack, locatedTripTrack, withSpeeds, type TripPoint } from './trip-track.ts';
import { tripsOfTrack } from './trips.ts';

const T0 = Date.UTC(2026, 0, 5, 8, 0);
const MINUTE = 60_000;
const METRES_PER_DEGREE = 111_195;

const at = (minute: number, north: number, speed: number | null = null, east = 0): TripPoint => ({
  latitude: 40 + north,
  longitude: -75 + east,
  time: T0 + minute * MINUTE,
  fix: 'gps',
  accuracy: 10,
  speed,
});

/** One fix a minute driving north at `metresPerMinute`, reporting that speed. */
const drive = (fromMinute: number, minutes: number, metresPerMinute: number, startNorth: number) =>
  Array.from({ length: minutes }, (_, k) =>
    at(fromMinute + k, startNorth + (k * metresPerMinute) / METRES_PER_DEGREE, metresPerMinute / 60),
  );

/** One fix a minute standing at one place, a few metres of jitter, speed 0. */
const stand = (fromMinute: number, minutes: number, north: number) =>
  Array.from({ length: minutes }, (_, k) => at(fromMinute + k, north + ((k % 3) * 5) / METRES_PER_DEGREE, 0));

const north = (metres: number) => metres / METRES_PER_DEGREE;

describe('tripsOfTrack', () => {
  it('splits a day with a lunch stop into two trips with their figures', () => {
    // parked 10 min, 20 min at 800 m/min, lunch 30 min, 20 min back, parked 10 min
    const points = [
      ...stand(0, 10, 0),
      ...drive(10, 20, 800, 0),
      ...stand(30, 30, north(16_000)),
      ...drive(60, 20, 800, north(16_000)),
      ...stand(80, 10, north(32_000)),
    ];
    const track = locatedTripTrack(points);
    const { trips, stops, summary } = tripsOfTrack(track, { from: T0, to: T0 + 90 * MINUTE });
    expect(stops).toHaveLength(3);
    expect(trips).toHaveLength(2);
    const [morning, afternoon] = trips;
    expect(morning!.start).toMatchObject({ time: T0 + 10 * MINUTE, partial: false });
    expect(morning!.end).toMatchObject({ time: T0 + 30 * MINUTE, partial: false });
    expect(morning!.end.latitude).toBeCloseTo(40 + north(16_000), 3);
    expect(morning!.distanceMetres / 1000).toBeCloseTo(16, 0);
    expect(morning!.durationMs).toBe(20 * MINUTE);
    expect(morning!.movingMs).toBe(20 * MINUTE);
    expect(morning!.idleMs).toBe(0);
    expect(morning!.maxSpeedMps).toBeCloseTo(800 / 60);
    expect(morning!.averageSpeedMps).toBeCloseTo(morning!.distanceMetres / (20 * 60));
    expect(morning!.fixCount).toBe(21);
    expect(afternoon!.start.time).toBe(T0 + 60 * MINUTE);
    expect(summary.tripCount).toBe(2);
    expect(summary.stoppedMs).toBe(stops.reduce((sum, s) => sum + s.endTime - s.startTime, 0));
    expect(summary.drivingMs + summary.idleMs + summary.stoppedMs).toBe(89 * MINUTE);
    // the trips add up to the reports' distance for the same points
    const located = locatedTrack(points);
    expect(summary.distanceMetres).toBeCloseTo(
      summariseTrack(located, detectStopsInTrack(located)).distanceMetres,
    );
  });

  it('keeps a red light inside the trip as driving, under the idle threshold', () => {
    const points = [
      ...drive(0, 10, 800, 0),
      ...stand(10, 2, north(8000)),
      ...drive(12, 10, 800, north(8000)),
    ];
    const { trips, summary } = tripsOfTrack(locatedTripTrack(points));
    expect(trips).toHaveLength(1);
    expect(trips[0]!.idles).toEqual([]);
    expect(trips[0]!.movingMs).toBe(trips[0]!.durationMs);
    expect(summary.idleMs).toBe(0);
  });

  it('counts the same red light as idle when the threshold is lower than the wait', () => {
    const points = [
      ...drive(0, 10, 800, 0),
      ...stand(10, 3, north(8000)),
      ...drive(13, 10, 800, north(8000)),
    ];
    const [trip] = tripsOfTrack(locatedTripTrack(points), { idleThresholdMs: MINUTE }).trips;
    expect(trip!.idles).toHaveLength(1);
    // from the first standing fix to the last: 3 fixes a minute apart
    expect(trip!.idleMs).toBe(2 * MINUTE);
    expect(trip!.movingMs + trip!.idleMs).toBe(trip!.durationMs);
  });

  it('records a 10-minute crawl in a queue as one idle period over the threshold', () => {
    // 30 m a minute (0.5 m/s, reported 0.4): too far over 10 minutes to be a stop, too slow to be driving
    const queue = Array.from({ length: 11 }, (_, k) => at(10 + k, north(8000 + k * 30), 0.4));
    const points = [...drive(0, 10, 800, 0), ...queue, ...drive(21, 10, 800, north(8300))];
    const { trips, stops, summary } = tripsOfTrack(locatedTripTrack(points));
    expect(stops).toEqual([]);
    expect(trips).toHaveLength(1);
    const [idle] = trips[0]!.idles;
    expect(idle!.end - idle!.start).toBe(10 * MINUTE);
    expect(idle!.latitude).toBeCloseTo(40 + north(8000), 4);
    expect(trips[0]!.averageSpeedMps).toBeCloseTo(trips[0]!.distanceMetres / (trips[0]!.movingMs / 1000));
    expect(summary.idleMs).toBe(trips[0]!.idleMs);
  });

  it('parks, like the map shows, when the tracker stands 10 minutes at one place', () => {
    const points = [
      ...drive(0, 10, 800, 0),
      ...stand(10, 10, north(8000)),
      ...drive(20, 10, 800, north(8000)),
    ];
    const { trips, stops } = tripsOfTrack(locatedTripTrack(points));
    expect(stops).toHaveLength(1);
    expect(trips).toHaveLength(2);
    expect(trips.every((t) => t.idleMs === 0)).toBe(true);
  });

  it('does not count a reporting gap as moving, nor as idle', () => {
    const points = [...drive(0, 5, 800, 0), ...drive(125, 5, 800, north(50_000))];
    const [trip] = tripsOfTrack(locatedTripTrack(points)).trips;
    expect(trip!.gapMs).toBe(121 * MINUTE);
    expect(trip!.movingMs).toBe(8 * MINUTE);
    expect(trip!.idleMs).toBe(0);
    expect(trip!.distanceMetres).toBeGreaterThan(50_000);
  });

  it('flags a trip cut by the range as partial at that end only', () => {
    const points = [
      ...drive(0, 10, 800, 0),
      ...stand(10, 10, north(8000)),
      ...drive(20, 10, 800, north(8000)),
    ];
    const track = locatedTripTrack(points);
    const cut = tripsOfTrack(track, { from: T0, to: T0 + 29 * MINUTE }).trips;
    expect(cut.map((t) => [t.start.partial, t.end.partial])).toEqual([
      [true, false],
      [false, true],
    ]);
    // a tracker that woke hours into the range and drove off started its trip inside the range
    const woke = tripsOfTrack(track, { from: T0 - 5 * 60 * MINUTE, to: T0 + 6 * 60 * MINUTE }).trips;
    expect(woke.map((t) => [t.start.partial, t.end.partial])).toEqual([
      [false, false],
      [false, false],
    ]);
  });

  it('finds no trip in no fixes, one fix, or a tracker that never moved', () => {
    const none = tripsOfTrack(emptyTripTrack(0));
    expect(none.trips).toEqual([]);
    expect(none.summary).toEqual({
      tripCount: 0,
      distanceMetres: 0,
      drivingMs: 0,
      idleMs: 0,
      stoppedMs: 0,
      maxSpeedMps: null,
    });
    expect(tripsOfTrack(locatedTripTrack([at(0, 0, 0)])).trips).toEqual([]);
    const parked = tripsOfTrack(locatedTripTrack(stand(0, 60, 0)));
    expect(parked.trips).toEqual([]);
    expect(parked.summary.stoppedMs).toBe(59 * MINUTE);
    // a stay too short to be a stop is not a trip either
    expect(tripsOfTrack(locatedTripTrack(stand(0, 3, 0))).trips).toEqual([]);
  });

  it('skips coarse fixes and takes the fastest step when no speed was reported', () => {
    const points: TripPoint[] = drive(0, 10, 600, 0).map((p) => ({ ...p, speed: null }));
    points.splice(5, 0, { ...at(4.5, 1), fix: 'cell', accuracy: 2000 });
    const [trip] = tripsOfTrack(locatedTripTrack(points)).trips;
    expect(trip!.fixCount).toBe(10);
    expect(trip!.distanceMetres).toBeCloseTo(5400, -1);
    expect(trip!.maxSpeedMps).toBeCloseTo(10, 1);
  });

  it('splits 90 days of one-minute fixes into two trips a day', () => {
    const days = 90;
    const track = emptyTripTrack(days * 1440);
    let n = 0;
    for (let day = 0; day < days; day++) {
      for (let m = 0; m < 1440; m++) {
        // parked till 08:00, drives an hour out, parked till 13:00, drives an hour back, parked
        const out = Math.min(Math.max(m - 480, 0), 60);
        const back = Math.min(Math.max(m - 780, 0), 60);
        const driving = (m > 480 && m < 540) || (m > 780 && m < 840);
        track.time[n] = T0 + (day * 1440 + m) * MINUTE;
        track.latitude[n] = 40 + north((out - back) * 800);
        track.longitude[n] = -75;
        track.accuracy[n] = 10;
        track.speed[n] = driving ? 800 / 60 : 0;
        n++;
      }
    }
    track.length = n;
    const { trips, summary } = tripsOfTrack(withSpeeds(track, track.speed));
    expect(trips).toHaveLength(days * 2);
    expect(trips.every((t) => Math.abs(t.distanceMetres - 48_000) < 50 && t.idleMs === 0)).toBe(true);
    expect(summary.distanceMetres / 1000).toBeCloseTo(days * 96, -1);
    expect(summary.drivingMs).toBe(days * 2 * 60 * MINUTE);
    expect(summary.maxSpeedMps).toBeCloseTo(800 / 60);
  });
});
