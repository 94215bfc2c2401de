/**
 * When a tracker last moved (spec 1 §3 Position: last_movement_time and last_movement_time_without_cell), which
 * drives the stale-marker colours (14 and 28 days, spec 1 §4). GPS jitter and a parked tracker's wandering cell
 * fixes must not count as movement, so a tracker moves only when a fix lands outside a radius around the point
 * where it came to rest; that fix becomes the new rest point.
 */

/** Smallest distance from the rest point that counts as movement. */
export const MOVEMENT_RADIUS_METRES = 100;

const EARTH_RADIUS_METRES = 6_371_008.8;

/** Great-circle (haversine) distance in metres between two points given in degrees. */
export function distanceMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Where a tracker came to rest and since when it has not left that place. */
export interface RestPoint {
  latitude: number;
  longitude: number;
  /** The fix time of the report that left the previous rest point (or the first report). */
  movedAt: Date;
}

/** Movement state per tracker: counted over every fix, and again with cell fixes ignored. */
export interface MovementState {
  rest: RestPoint | null;
  restWithoutCell: RestPoint | null;
}

/** What the rule needs of a fix. */
export interface MovementFix {
  latitude: number;
  longitude: number;
  fixTime: Date;
  fix: 'gps' | 'wifi' | 'cell' | 'ble';
  /** Horizontal accuracy radius in metres, when known. */
  accuracy: number | null;
  valid: boolean;
}

export const NO_MOVEMENT: MovementState = { rest: null, restWithoutCell: null };

/**
 * The radius a fix must leave: at least MOVEMENT_RADIUS_METRES, and never less than the fix's own accuracy, so a
 * 2 km cell fix of a parked tracker is not read as a 2 km trip.
 */
export function movementRadius(accuracy: number | null): number {
  return Math.max(MOVEMENT_RADIUS_METRES, accuracy ?? 0);
}

function advance(rest: RestPoint | null, fix: MovementFix): RestPoint {
  const here = { latitude: fix.latitude, longitude: fix.longitude, movedAt: fix.fixTime };
  // the first fix we see is where the tracker is known to have been since then
  if (!rest) return here;
  const away = distanceMetres(rest.latitude, rest.longitude, fix.latitude, fix.longitude);
  return away > movementRadius(fix.accuracy) ? here : rest;
}

/**
 * The movement state after a fix newer than every fix already applied (callers skip out-of-order fixes, as they
 * do for the current position). Invalid fixes change nothing; cell fixes change only the counting that includes
 * them. Returns the same object when nothing changed.
 */
export function applyMovement(state: MovementState, fix: MovementFix): MovementState {
  if (!fix.valid) return state;
  const rest = advance(state.rest, fix);
  const restWithoutCell = fix.fix === 'cell' ? state.restWithoutCell : advance(state.restWithoutCell, fix);
  if (rest === state.rest && restWithoutCell === state.restWithoutCell) return state;
  return { rest, restWithoutCell };
}
