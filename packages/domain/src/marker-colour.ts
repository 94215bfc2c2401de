import { THRESHOLDS, type Position } from '@lodestar/contracts';

/** The colours a tracker marker can take (spec 1 §4); the legend names each one (MARKER_LEGEND). */
export type MarkerColour = 'red' | 'yellow' | 'gray' | 'green' | 'blue';

/** The part of a position the marker rule reads. */
export type MarkerPosition = Pick<Position, 'timestamp' | 'last_movement_time' | 'is_inside_geofences'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/**
 * When the tracker last moved: `last_movement_time` (movement seen by any fix type, cell included), so the
 * marker agrees with the movement time the tracker details show. A tracker that has never been seen moving
 * has none; its fix time stands in, so a fresh tracker starts blue rather than red.
 */
export function lastMovementTime(position: MarkerPosition): number {
  return Date.parse(position.last_movement_time ?? position.timestamp);
}

/**
 * Whether the tracker missed its last report: now is later than the fix time plus the model's expected
 * report interval. Exactly on time is not overdue. A model without a positive interval is never overdue.
 */
export function isReportOverdue(
  position: MarkerPosition,
  expectedReportMinutes: number,
  now: Date | number,
): boolean {
  if (!(expectedReportMinutes > 0)) return false;
  return +now > Date.parse(position.timestamp) + expectedReportMinutes * MINUTE_MS;
}

/**
 * The marker colour rule of spec 1 §4, in order: red when the tracker has not moved for 28 days or more;
 * else yellow for 14 days or more; else gray when its last report is overdue; else green when it is inside
 * a geofence; else blue. `now` is passed in so the rule is the same on server, web and in tests.
 */
export function markerColour(
  position: MarkerPosition,
  expectedReportMinutes: number,
  now: Date | number,
): MarkerColour {
  const stillFor = +now - lastMovementTime(position);
  if (stillFor >= THRESHOLDS.staleRedDays * DAY_MS) return 'red';
  if (stillFor >= THRESHOLDS.staleYellowDays * DAY_MS) return 'yellow';
  if (isReportOverdue(position, expectedReportMinutes, now)) return 'gray';
  if (position.is_inside_geofences) return 'green';
  return 'blue';
}
