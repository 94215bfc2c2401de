/**
 * When a tracker last moved (spec 1 §3 Position: last_movement_time and last_movement_time_without_cell), which
 * drives the stale-marker colours (14 and 28 days, spec 1 §4). GPS jitter and a parked tracker's wandering cell
 * fixes must not count as movement, so a tracker moves only when a fix lands outside a radius around the point
 * where it came to rest; that fix becomes the new rest point. The rest point is known only as well as the fix that
 * set it: a cell fix, or the last fix taken on the way in, can lie a hundred metres or more from where the tracker
 * really stands, and the first good fix of a tracker that has not moved must not read as a trip. So the rest
 * point keeps how far off it may be, and a better fix of the same stay takes its place (docs/decisions/0058).
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

/** Speeds from this one up (m/s, about 3.6 km/h) are a fix taken on the way, not where the tracker came to rest. */
export const MOVING_SPEED_MPS = 1;

/** Where a tracker came to rest and since when it has not left that place. */
export interface RestPoint {
  latitude: number;
  longitude: number;
  /** The fix time of the report that left the previous rest point (or the first report). */
  movedAt: Date;
  /**
   * How far (metres) the point may lie from where the tracker stands: the fix's accuracy, and at least
   * MOVEMENT_RADIUS_METRES for a fix taken on the move. Null or absent: unknown (state stored before it was kept),
   * taken as exact.
   */
  accuracy?: number | null;
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
  /** Speed in m/s, when known. */
  speed?: number | null;
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

/** How far from the tracker's real place a rest point set by this fix may lie. */
function restAccuracy(fix: MovementFix): number {
  const moving = (fix.speed ?? 0) >= MOVING_SPEED_MPS;
  return Math.max(fix.accuracy ?? 0, moving ? MOVEMENT_RADIUS_METRES : 0);
}

function advance(rest: RestPoint | null, fix: MovementFix): RestPoint {
  const here = {
    latitude: fix.latitude,
    longitude: fix.longitude,
    movedAt: fix.fixTime,
    accuracy: restAccuracy(fix),
  };
  // the first fix we see is where the tracker is known to have been since then
  if (!rest) return here;
  const away = distanceMetres(rest.latitude, rest.longitude, fix.latitude, fix.longitude);
  // both points stand for the same place while they are within either one's accuracy
  if (away > Math.max(movementRadius(fix.accuracy), rest.accuracy ?? 0)) return here;
  // no movement, but a better fix of the same stay: the rest point is where it says, since the same time
  return here.accuracy < (rest.accuracy ?? 0) ? { ...here, movedAt: rest.movedAt } : rest;
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
