/**
 * What trip splitting reads: the located points stop detection walks (StopTrack), plus each point's reported
 * speed, so the trips call can reuse what the stops call reads and add one column.
 */
import {
  DEFAULT_STOP_RULES,
  emptyStopTrack,
  isCoarseFix,
  locatedTrack,
  type StopPoint,
  type StopRules,
  type StopTrack,
} from '../stops/stop-detection.ts';

/** A stored position as trips need it: a stop point and its reported speed. */
export interface TripPoint extends StopPoint {
  /** Reported speed in m/s, when the tracker sent one. */
  speed?: number | null;
}

/** Located points in columns with a speed column beside them: speed[i] belongs to point i; NaN when unknown. */
export interface TripTrack extends StopTrack {
  speed: Float64Array;
}

/** An empty trip track with room for `capacity` points; fill the columns, then set `length`. */
export function emptyTripTrack(capacity: number): TripTrack {
  return { ...emptyStopTrack(capacity), speed: new Float64Array(capacity) };
}

/** A stop track (as the server reads it) joined with its speeds, which must be in the same order. */
export function withSpeeds(track: StopTrack, speed: Float64Array): TripTrack {
  if (speed.length < track.length) throw new RangeError('a speed is needed for every located point');
  return { ...track, speed };
}

/** The located points of a track (the same ones locatedTrack keeps) with their speeds. */
export function locatedTripTrack(
  points: readonly TripPoint[],
  rules: StopRules = DEFAULT_STOP_RULES,
): TripTrack {
  const track = locatedTrack(points, rules);
  const speed = new Float64Array(track.length);
  let n = 0;
  for (const p of points) {
    // the same points locatedTrack kept, in the same order
    if (p.valid === false || isCoarseFix(p, rules)) continue;
    speed[n++] = p.speed ?? NaN;
  }
  return { ...track, speed };
}

/** Points from..to (inclusive) of a track, without copying the columns. */
export function tripTrackSlice(track: TripTrack, from: number, to: number): TripTrack {
  return {
    length: to - from + 1,
    time: track.time.subarray(from, to + 1),
    latitude: track.latitude.subarray(from, to + 1),
    longitude: track.longitude.subarray(from, to + 1),
    accuracy: track.accuracy.subarray(from, to + 1),
    speed: track.speed.subarray(from, to + 1),
  };
}
