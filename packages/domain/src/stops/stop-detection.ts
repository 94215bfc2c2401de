/**
 * Stops from a tracker's history (spec 1 §3 Stop, §2.5 map colours): places where the tracker stayed within a
 * distance for at least a duration. One pass over the points in time order; see docs/decisions/0014-stop-detection.md.
 */
import { STOP_RADIUS_DEFAULT_KM } from '@lodestar/contracts';
import { distanceMetres, MOVEMENT_RADIUS_METRES } from '../movement.ts';

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

/** The stay being built: running sums for the centroid, and its members for the radius when it closes. */
class Stay {
  members: number[] = [];
  private sumLat = 0;
  private sumLng = 0;
  first!: StopPoint;
  last!: StopPoint;

  reset(points: readonly StopPoint[], index: number): void {
    this.members.length = 0;
    this.sumLat = 0;
    this.sumLng = 0;
    this.first = points[index]!;
    this.add(points, index);
  }

  add(points: readonly StopPoint[], index: number): void {
    const p = points[index]!;
    this.members.push(index);
    this.sumLat += p.latitude;
    this.sumLng += p.longitude;
    this.last = p;
  }

  get latitude(): number {
    return this.sumLat / this.members.length;
  }

  get longitude(): number {
    return this.sumLng / this.members.length;
  }

  /**
   * Whether a point is still at this place: near the centroid and near the first point, so a tracker crawling
   * through traffic cannot drag the centroid along behind it and look parked.
   */
  holds(p: StopPoint, rules: StopRules): boolean {
    const reach = Math.max(rules.distanceMetres, p.accuracy ?? 0);
    return (
      distanceMetres(this.latitude, this.longitude, p.latitude, p.longitude) <= reach &&
      distanceMetres(this.first.latitude, this.first.longitude, p.latitude, p.longitude) <= reach
    );
  }

  /** The stop this stay makes, or null when it was too short. */
  toStop(points: readonly StopPoint[], rules: StopRules): DetectedStop | null {
    if (this.last.time - this.first.time < rules.minDurationMs) return null;
    const lat = this.latitude;
    const lng = this.longitude;
    let spread = 0;
    for (const i of this.members) {
      const p = points[i]!;
      spread = Math.max(spread, distanceMetres(lat, lng, p.latitude, p.longitude));
    }
    return {
      startTime: this.first.time,
      endTime: this.last.time,
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
  const stops: DetectedStop[] = [];
  const stay = new Stay();
  let open = false;
  let held = -1;
  const close = () => {
    const found = stay.toStop(points, rules);
    if (found) stops.push(found);
  };
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    if (p.valid === false || isCoarseFix(p, rules)) continue;
    if (!open) {
      stay.reset(points, i);
      open = true;
      continue;
    }
    if (stay.holds(p, rules)) {
      held = -1;
      stay.add(points, i);
      continue;
    }
    if (held < 0) {
      held = i;
      continue;
    }
    // two located points in a row away from the stay: the tracker left when the held point was taken
    close();
    stay.reset(points, held);
    held = -1;
    if (stay.holds(p, rules)) stay.add(points, i);
    else held = i;
  }
  if (open) close();
  return stops;
}
