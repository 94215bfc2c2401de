/**
 * Idling inside a trip (issue 31 item 3): the tracker stood still, or crept along, for longer than a threshold
 * without the place-based stop detection making a stop of it. See docs/decisions/0072-trips-and-idle.md.
 */
import { MOVING_SPEED_MPS } from '../movement.ts';
import { nearMetres } from '../stops/stop-detection.ts';
import { SUMMARY_GAP_MS } from '../stops/track-summary.ts';
import type { TripTrack } from './trip-track.ts';

/** Stillness inside a trip for at least this long is idling; shorter (a red light) is part of driving. */
export const DEFAULT_IDLE_THRESHOLD_MS = 5 * 60_000;

/** Below this speed (m/s, about 3.6 km/h, the movement rule's) a step is standing still. */
export const IDLE_SPEED_MPS = MOVING_SPEED_MPS;

/** A period of idling: from its first still fix to its last, placed at the first (where the idle began). */
export interface IdlePeriod {
  /** Epoch milliseconds. */
  start: number;
  end: number;
  latitude: number;
  longitude: number;
}

/**
 * Whether the step from point i - 1 to point i stood still: both ends report a speed below IDLE_SPEED_MPS, or,
 * when either speed is unknown, the step itself covered ground slower than that (GPS jitter around one place).
 */
export function isStillStep(track: TripTrack, i: number): boolean {
  const { speed, time, latitude, longitude } = track;
  const before = speed[i - 1]!;
  const after = speed[i]!;
  // NaN (unknown) fails both comparisons: the step's own speed decides
  if (before >= 0 && after >= 0) return before < IDLE_SPEED_MPS && after < IDLE_SPEED_MPS;
  const ms = time[i]! - time[i - 1]!;
  if (ms <= 0) return true;
  const metres = nearMetres(latitude[i - 1]!, longitude[i - 1]!, latitude[i]!, longitude[i]!);
  return metres / (ms / 1000) < IDLE_SPEED_MPS;
}

/**
 * The idle periods of one trip's points: runs of still steps lasting at least `thresholdMs`. A reporting gap
 * (a step longer than SUMMARY_GAP_MS) ends a run: nobody knows what the tracker did meanwhile.
 */
export function idlePeriods(track: TripTrack, thresholdMs: number = DEFAULT_IDLE_THRESHOLD_MS): IdlePeriod[] {
  const periods: IdlePeriod[] = [];
  const { time } = track;
  let first = -1;
  let last = -1;
  const close = () => {
    if (first >= 0 && time[last]! - time[first]! >= thresholdMs) {
      periods.push({
        start: time[first]!,
        end: time[last]!,
        latitude: track.latitude[first]!,
        longitude: track.longitude[first]!,
      });
    }
    first = -1;
  };
  for (let i = 1; i < track.length; i++) {
    if (time[i]! - time[i - 1]! > SUMMARY_GAP_MS || !isStillStep(track, i)) {
      close();
      continue;
    }
    if (first < 0) first = i - 1;
    last = i;
  }
  close();
  return periods;
}
