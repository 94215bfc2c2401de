/**
 * A tracker's range split into trips and stops (issue 31 item 3): the stops are the history's stop detection
 * (decision 0014) and a trip is the way between two of them. Figures follow the reports' summary (decision 0062,
 * summariseTrack); idling is idle.ts. See docs/decisions/0072-trips-and-idle.md.
 */
import {
  DEFAULT_STOP_RULES,
  detectStopsInTrack,
  nearMetres,
  type DetectedStop,
  type StopRules,
} from '../stops/stop-detection.ts';
import { SUMMARY_GAP_MS, summariseTrack } from '../stops/track-summary.ts';
import { DEFAULT_IDLE_THRESHOLD_MS, idlePeriods, type IdlePeriod } from './idle.ts';
import { tripTrackSlice, type TripTrack } from './trip-track.ts';

/** Where and when a trip starts or ends: the last fix at the stop it leaves, or the first at the one it reaches. */
export interface TripEnd {
  /** Epoch milliseconds. */
  time: number;
  latitude: number;
  longitude: number;
  /** The range cut the trip here: it was already under way (start) or still under way (end). */
  partial: boolean;
}

/** One trip; times in milliseconds, distances in metres, speeds in m/s. */
export interface Trip {
  start: TripEnd;
  end: TripEnd;
  distanceMetres: number;
  durationMs: number;
  /** Time between fixes that was neither idling nor a reporting gap. */
  movingMs: number;
  idleMs: number;
  /** Steps longer than SUMMARY_GAP_MS: the tracker said nothing. movingMs + idleMs + gapMs = durationMs. */
  gapMs: number;
  idles: IdlePeriod[];
  /** Highest reported speed; the fastest step between fixes when none was reported; null for neither. */
  maxSpeedMps: number | null;
  /** distanceMetres / movingMs: the pace while under way, idling left out; null without moving time. */
  averageSpeedMps: number | null;
  /** Located fixes the trip is made of, both ends included. */
  fixCount: number;
}

export interface TripsSummary {
  tripCount: number;
  distanceMetres: number;
  drivingMs: number;
  idleMs: number;
  /** The stops' time within the range. */
  stoppedMs: number;
  maxSpeedMps: number | null;
}

export interface TripsOfRange {
  trips: Trip[];
  stops: DetectedStop[];
  summary: TripsSummary;
}

export interface TripOptions {
  rules?: StopRules;
  idleThresholdMs?: number;
  /**
   * The range asked for, epoch milliseconds. A trip touching the track's first (last) fix is partial there only
   * when that fix lies within SUMMARY_GAP_MS of the range's start (end): a tracker that woke up hours into the range
   * and drove off started its trip in the range. Without them, such a trip is taken as cut.
   */
  from?: number;
  to?: number;
}

/** The fastest step between fixes of a trip (dt > 0, no gap), for trackers that send no speed. */
function fastestStep(track: TripTrack): number | null {
  const { time, latitude, longitude } = track;
  let fastest: number | null = null;
  for (let i = 1; i < track.length; i++) {
    const ms = time[i]! - time[i - 1]!;
    if (ms <= 0 || ms > SUMMARY_GAP_MS) continue;
    const mps = nearMetres(latitude[i - 1]!, longitude[i - 1]!, latitude[i]!, longitude[i]!) / (ms / 1000);
    if (fastest === null || mps > fastest) fastest = mps;
  }
  return fastest;
}

function highestSpeed(track: TripTrack): number | null {
  let highest = -1;
  for (let i = 0; i < track.length; i++) if (track.speed[i]! > highest) highest = track.speed[i]!;
  return highest >= 0 ? highest : fastestStep(track);
}

/** Whether every fix stays within the stop distance of the first: the tracker never left (only at range edges). */
function stoodStill(track: TripTrack, rules: StopRules): boolean {
  const { latitude, longitude } = track;
  for (let i = 1; i < track.length; i++)
    if (nearMetres(latitude[0]!, longitude[0]!, latitude[i]!, longitude[i]!) > rules.distanceMetres)
      return false;
  return true;
}

function endAt(track: TripTrack, i: number, partial: boolean): TripEnd {
  return { time: track.time[i]!, latitude: track.latitude[i]!, longitude: track.longitude[i]!, partial };
}

function tripOf(
  track: TripTrack,
  first: number,
  last: number,
  partial: [boolean, boolean],
  idleMs: number,
): Trip {
  const part = tripTrackSlice(track, first, last);
  // no stops inside a trip: distance over every step, time over every step up to SUMMARY_GAP_MS
  const { distanceMetres, movingMs: reportedMs } = summariseTrack(part, []);
  const idles = idlePeriods(part, idleMs);
  const idle = idles.reduce((sum, p) => sum + p.end - p.start, 0);
  const durationMs = track.time[last]! - track.time[first]!;
  const movingMs = reportedMs - idle;
  return {
    start: endAt(track, first, partial[0]),
    end: endAt(track, last, partial[1]),
    distanceMetres,
    durationMs,
    movingMs,
    idleMs: idle,
    gapMs: durationMs - reportedMs,
    idles,
    maxSpeedMps: highestSpeed(part),
    averageSpeedMps: movingMs > 0 ? distanceMetres / (movingMs / 1000) : null,
    fixCount: last - first + 1,
  };
}

/**
 * The trips and stops of a range's located points in fix-time order. Trips run from a stop's last fix to the next
 * stop's first; before the first stop and after the last, a trip runs from or to the range's edge, unless the
 * tracker never left its place there (a stay too short to be a stop is not a trip). O(n) over the points.
 */
export function tripsOfTrack(track: TripTrack, options: TripOptions = {}): TripsOfRange {
  const rules = options.rules ?? DEFAULT_STOP_RULES;
  const idleMs = options.idleThresholdMs ?? DEFAULT_IDLE_THRESHOLD_MS;
  const stops = detectStopsInTrack(track, rules);
  const { time, length } = track;
  const trips: Trip[] = [];
  if (length >= 2) {
    // [first fix, last fix, follows a stop, reaches a stop] of each way between stops
    const ways: [number, number, boolean, boolean][] = [];
    let i = 0;
    let from = 0;
    let afterStop = false;
    for (const stop of stops) {
      while (i < length - 1 && time[i]! < stop.startTime) i++;
      if (i > from) ways.push([from, i, afterStop, true]);
      while (i < length - 1 && time[i + 1]! <= stop.endTime) i++;
      from = i;
      afterStop = true;
    }
    if (from < length - 1) ways.push([from, length - 1, afterStop, false]);
    const cutAtStart = options.from === undefined || time[0]! - options.from <= SUMMARY_GAP_MS;
    const cutAtEnd = options.to === undefined || options.to - time[length - 1]! <= SUMMARY_GAP_MS;
    for (const [first, last, afterStop, reachesStop] of ways) {
      if ((!afterStop || !reachesStop) && stoodStill(tripTrackSlice(track, first, last), rules)) continue;
      trips.push(tripOf(track, first, last, [!afterStop && cutAtStart, !reachesStop && cutAtEnd], idleMs));
    }
  }
  return { trips, stops, summary: summarise(trips, stops) };
}

function summarise(trips: readonly Trip[], stops: readonly DetectedStop[]): TripsSummary {
  const summary: TripsSummary = {
    tripCount: trips.length,
    distanceMetres: 0,
    drivingMs: 0,
    idleMs: 0,
    stoppedMs: 0,
    maxSpeedMps: null,
  };
  for (const trip of trips) {
    summary.distanceMetres += trip.distanceMetres;
    summary.drivingMs += trip.movingMs;
    summary.idleMs += trip.idleMs;
    if (trip.maxSpeedMps !== null && (summary.maxSpeedMps ?? -1) < trip.maxSpeedMps)
      summary.maxSpeedMps = trip.maxSpeedMps;
  }
  for (const stop of stops) summary.stoppedMs += stop.endTime - stop.startTime;
  return summary;
}
