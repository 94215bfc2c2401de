import type { DetectedStop, StopTrack } from './stop-detection.ts';
import { nearMetres } from './stop-detection.ts';

/** What a period's movement adds up to; times in milliseconds, distance in metres. */
export interface TrackSummary {
  distanceMetres: number;
  movingMs: number;
  parkedMs: number;
}

/**
 * Two fixes further apart than this say nothing about what happened between them (the tracker was off, or out of
 * coverage): the gap counts as neither moving nor parked, though the distance between them still counts.
 */
export const SUMMARY_GAP_MS = 30 * 60_000;

/**
 * A period's distance, moving and parked time from its located points (fix-time order) and the stops found in
 * them (docs/decisions/0062-reports.md). Parked time is the stops' time. Distance and moving time come from the
 * steps between consecutive points outside stops: points inside a stop are GPS jitter around one place and
 * would add metres the tracker never drove. A step that leaves or enters a stop counts, as the drive to or from it.
 */
export function summariseTrack(track: StopTrack, stops: readonly DetectedStop[]): TrackSummary {
  let distanceMetres = 0;
  let movingMs = 0;
  let parkedMs = 0;
  for (const stop of stops) parkedMs += stop.endTime - stop.startTime;
  let s = 0;
  const { time, latitude, longitude } = track;
  for (let i = 1; i < track.length; i++) {
    const t0 = time[i - 1]!;
    const t1 = time[i]!;
    while (s < stops.length && stops[s]!.endTime < t1) s++;
    const stop = stops[s];
    // both ends inside the same stop: the tracker stood still
    if (stop && t0 >= stop.startTime && t1 <= stop.endTime) continue;
    distanceMetres += nearMetres(latitude[i - 1]!, longitude[i - 1]!, latitude[i]!, longitude[i]!);
    if (t1 - t0 <= SUMMARY_GAP_MS) movingMs += t1 - t0;
  }
  return { distanceMetres, movingMs, parkedMs };
}
