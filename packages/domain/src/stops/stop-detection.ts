/**
 * Stops from a tracker's history (spec 1 §3 Stop, §2.5 map colours): places where the tracker stayed within a
 * distance for at least a duration. One pass over the points in time order; see docs/decisions/0014-stop-detection.md.
 */
import { STOP_RADIUS_DEFAULT_KM } from '@lodestar/contracts';
import { MOVEMENT_RADIUS_METRES } from '../movement.ts';

/** What stop detection needs of a stored position. */
export interface StopPoint {
  latitude: number;
  longitude: number;
  /** Fix time, epoch milliseconds. */
  time: number;
  fix: 'gps' | 'wifi' | 'cell' | 'ble';
  /** Horizontal accuracy radius in metres, when known. */
  accuracy: number | null;
  /** Invalid fixes (no position lock) are skipped; absent means valid. */
  valid?: boolean;
}

/** A detected stop. Times are epoch milliseconds; radius is in kilometres, like accuracy circles on the map. */
export interface DetectedStop {
  startTime: number;
  endTime: number;
  /** Centroid of the stop's located points. */
  latitude: number;
  longitude: number;
  /** Farthest located point from the centroid, in km, never below STOP_RADIUS_DEFAULT_KM. */
  radiusKm: number;
  /** How many located points the stop is made of. */
  pointCount: number;
}

export interface StopRules {
  /** A point within this distance of the stop (or its own accuracy, when larger) is still at the stop. */
  distanceMetres: number;
  /** The shortest stay that counts as a stop. */
  minDurationMs: number;
  /**
   * Fixes less accurate than this (and every cell fix) only place the tracker somewhere in a wide circle: they
   * never start, extend or end a stop, so a parked tracker's cell fix jumping to a far tower splits nothing.
   */
  coarseAccuracyMetres: number;
}

/** 100 m like the movement rule, 5 minutes, and 500 m: the accuracy beyond which a fix cannot place a car park. */
export const DEFAULT_STOP_RULES: StopRules = {
  distanceMetres: MOVEMENT_RADIUS_METRES,
  minDurationMs: 5 * 60_000,
  coarseAccuracyMetres: 500,
};

/** Whether a fix is too coarse to say where a tracker stopped. */
export function isCoarseFix(point: StopPoint, rules: StopRules = DEFAULT_STOP_RULES): boolean {
  return point.fix === 'cell' || (point.accuracy ?? 0) > rules.coarseAccuracyMetres;
}

/**
 * The located points of a track in columns, in fix-time order: what detection walks. Columns instead of one object
 * a point, so 130,000 points read from the database cost a few typed arrays instead of 130,000 objects.
 */
export interface StopTrack {
  length: number;
  /** Fix time, epoch milliseconds. */
  time: Float64Array;
  latitude: Float64Array;
  longitude: Float64Array;
  /** Horizontal accuracy radius in metres; NaN when unknown. */
  accuracy: Float64Array;
}

/** An empty track with room for `capacity` points; fill the columns, then set `length`. */
export function emptyStopTrack(capacity: number): StopTrack {
  return {
    length: 0,
    time: new Float64Array(capacity),
    latitude: new Float64Array(capacity),
    longitude: new Float64Array(capacity),
    accuracy: new Float64Array(capacity),
  };
}

/** The points that can place a stop (valid and not coarse), as a track. */
export function locatedTrack(points: readonly StopPoint[], rules: StopRules = DEFAULT_STOP_RULES): StopTrack {
  const track = emptyStopTrack(points.length);
  let n = 0;
  for (const p of points) {
    if (p.valid === false || isCoarseFix(p, rules)) continue;
    track.time[n] = p.time;
    track.latitude[n] = p.latitude;
    track.longitude[n] = p.longitude;
    track.accuracy[n] = p.accuracy ?? NaN;
    n++;
  }
  track.length = n;
  return track;
}

/** A longitude or longitude difference brought into -180..180. */
function wrapDegrees(degrees: number): number {
  if (degrees > 180) return degrees - 360;
  if (degrees < -180) return degrees + 360;
  return degrees;
}

const METRES_PER_DEGREE = (Math.PI / 180) * 6_371_008.8;

/**
 * Distance in metres on a plane laid on the earth at the points' mean latitude. Stop detection compares distances
 * of at most a few hundred metres, where this differs from the great circle by far less than a millimetre, and it
 * costs one cosine instead of the haversine's six trigonometric calls. Longitude differences wrap, so a tracker
 * parked on the 180th meridian stays in one place.
 */
export function nearMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const x = wrapDegrees(lng2 - lng1) * Math.cos(((lat1 + lat2) / 2) * (Math.PI / 180));
  const y = lat2 - lat1;
  return Math.sqrt(x * x + y * y) * METRES_PER_DEGREE;
}

/** The stay being built: running sums for the centroid, and its members for the radius when it closes. */
class Stay {
  members: number[] = [];
  private sumLat = 0;
  private sumLng = 0;
  first = 0;
  last = 0;

  constructor(private readonly track: StopTrack) {}

  reset(index: number): void {
    this.members.length = 0;
    this.sumLat = 0;
    this.sumLng = 0;
    this.first = index;
    this.add(index);
  }

  add(index: number): void {
    this.members.push(index);
    this.sumLat += this.track.latitude[index]!;
    // longitudes are summed as offsets from the first point's, unwrapped, so a stay across the 180th meridian
    // does not average to the other side of the earth
    this.sumLng += wrapDegrees(this.track.longitude[index]! - this.track.longitude[this.first]!);
    this.last = index;
  }

  get latitude(): number {
    return this.sumLat / this.members.length;
  }

  get longitude(): number {
    return wrapDegrees(this.track.longitude[this.first]! + this.sumLng / this.members.length);
  }

  /**
   * Whether a point is still at this place: near the centroid and near the first point, so a tracker crawling
   * through traffic cannot drag the centroid along behind it and look parked.
   */
  holds(index: number, rules: StopRules): boolean {
    const { latitude, longitude, accuracy } = this.track;
    const accuracyMetres = accuracy[index]!;
    // NaN (unknown accuracy) fails the comparison: the rule's distance applies
    const reach = accuracyMetres > rules.distanceMetres ? accuracyMetres : rules.distanceMetres;
    const lat = latitude[index]!;
    const lng = longitude[index]!;
    return (
      nearMetres(this.latitude, this.longitude, lat, lng) <= reach &&
      nearMetres(latitude[this.first]!, longitude[this.first]!, lat, lng) <= reach
    );
  }

  /** The stop this stay makes, or null when it was too short. */
  toStop(rules: StopRules): DetectedStop | null {
    const { time, latitude, longitude } = this.track;
    if (time[this.last]! - time[this.first]! < rules.minDurationMs) return null;
    const lat = this.latitude;
    const lng = this.longitude;
    let spread = 0;
    for (const i of this.members)
      spread = Math.max(spread, nearMetres(lat, lng, latitude[i]!, longitude[i]!));
    return {
      startTime: time[this.first]!,
      endTime: time[this.last]!,
      latitude: lat,
      longitude: lng,
      radiusKm: Math.max(STOP_RADIUS_DEFAULT_KM, Math.round(spread) / 1000),
      pointCount: this.members.length,
    };
  }
}

/**
 * The stops in a track given in fix-time order. A point that leaves the stay is held back one point: if the next
 * located point is back at the stay, the first was GPS jitter (a multipath spike) and is dropped; otherwise the
 * tracker left, the stay closes at its last point and a new one starts at the held point. A data gap is bridged
 * whenever the points on both sides are at the same place, however long it is; a gap with a move between
 * different places closes the stay like any move. Runs in O(n): each point joins at most one stay.
 */
export function detectStops(
  points: readonly StopPoint[],
  rules: StopRules = DEFAULT_STOP_RULES,
): DetectedStop[] {
  return detectStopsInTrack(locatedTrack(points, rules), rules);
}

/** detectStops for points already located and in columns (as the server reads them from the database). */
export function detectStopsInTrack(track: StopTrack, rules: StopRules = DEFAULT_STOP_RULES): DetectedStop[] {
  const stops: DetectedStop[] = [];
  if (track.length === 0) return stops;
  const stay = new Stay(track);
  const close = () => {
    const found = stay.toStop(rules);
    if (found) stops.push(found);
  };
  stay.reset(0);
  let held = -1;
  for (let i = 1; i < track.length; i++) {
    if (stay.holds(i, rules)) {
      held = -1;
      stay.add(i);
      continue;
    }
    if (held < 0) {
      held = i;
      continue;
    }
    // two located points in a row away from the stay: the tracker left when the held point was taken
    close();
    stay.reset(held);
    held = -1;
    if (stay.holds(i, rules)) stay.add(i);
    else held = i;
  }
  close();
  return stops;
}
