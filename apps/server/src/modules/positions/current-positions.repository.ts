import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MovementState } from '@lodestar/domain';
import type { Db } from '../../db/database.ts';
import { currentPositions } from '../../db/schema/index.ts';
import type { NewPosition } from './new-position.ts';
import { array, iso } from './positions-write.repository.ts';
import { rowsOf } from './sql-rows.ts';

/** What the pipeline keeps per tracker between reports: the current fix time and the movement state. */
export interface CurrentState {
  fixTime: Date;
  movement: MovementState;
}

/** A tracker's new current position, with the movement state after it. */
export interface CurrentPositionWrite {
  position: NewPosition;
  positionId: number;
  movement: MovementState;
  /** The current fix time this write was worked out from (null: the tracker had none). */
  previousFixTime: Date | null;
}

const stateColumns = {
  deviceId: currentPositions.deviceId,
  fixTime: currentPositions.fixTime,
  lastMovementTime: currentPositions.lastMovementTime,
  lastMovementTimeWithoutCell: currentPositions.lastMovementTimeWithoutCell,
  restLatitude: currentPositions.restLatitude,
  restLongitude: currentPositions.restLongitude,
  restLatitudeWithoutCell: currentPositions.restLatitudeWithoutCell,
  restLongitudeWithoutCell: currentPositions.restLongitudeWithoutCell,
  restAccuracy: currentPositions.restAccuracy,
  restAccuracyWithoutCell: currentPositions.restAccuracyWithoutCell,
};

interface StateRow {
  fixTime: Date;
  lastMovementTime: Date | null;
  lastMovementTimeWithoutCell: Date | null;
  restLatitude: number | null;
  restLongitude: number | null;
  restLatitudeWithoutCell: number | null;
  restLongitudeWithoutCell: number | null;
  restAccuracy: number | null;
  restAccuracyWithoutCell: number | null;
}

function toState(row: StateRow): CurrentState {
  const rest = (lat: number | null, lon: number | null, at: Date | null, accuracy: number | null) =>
    lat !== null && lon !== null && at !== null
      ? { latitude: lat, longitude: lon, movedAt: at, accuracy }
      : null;
  return {
    fixTime: row.fixTime,
    movement: {
      rest: rest(row.restLatitude, row.restLongitude, row.lastMovementTime, row.restAccuracy),
      restWithoutCell: rest(
        row.restLatitudeWithoutCell,
        row.restLongitudeWithoutCell,
        row.lastMovementTimeWithoutCell,
        row.restAccuracyWithoutCell,
      ),
    },
  };
}

/** The stored state of these trackers; trackers without a current position are absent from the map. */
export async function loadCurrentStates(
  db: Db,
  deviceIds: readonly number[],
  opts: { lock?: boolean } = {},
): Promise<Map<number, CurrentState>> {
  if (!deviceIds.length) return new Map();
  const query = db
    .select(stateColumns)
    .from(currentPositions)
    .where(inArray(currentPositions.deviceId, [...deviceIds]))
    // locking in one order everywhere keeps two writers of the same trackers from deadlocking
    .orderBy(asc(currentPositions.deviceId));
  const rows = opts.lock ? await query.for('update') : await query;
  return new Map(rows.map((row) => [row.deviceId, toState(row)]));
}

/** current_positions' columns in unnestCurrent's order (device_id first). */
export const CURRENT_COLUMNS = [
  ...[
    'device_id',
    'position_id',
    'fix_time',
    'server_time',
    'latitude',
    'longitude',
    'valid',
    'fix',
    'accuracy',
  ],
  ...['speed', 'course', 'altitude', 'battery', 'charging', 'low_battery', 'sos', 'overspeed', 'temperature'],
  ...[
    'humidity',
    'address',
    'hdop',
    'is_inside_geofences',
    'last_movement_time',
    'last_movement_time_without_cell',
    'rest_latitude',
  ],
  ...['rest_longitude', 'rest_latitude_without_cell', 'rest_longitude_without_cell'],
  ...['rest_accuracy', 'rest_accuracy_without_cell'],
];
const columnList = sql.raw(CURRENT_COLUMNS.join(', '));
const fromInput = sql.raw(CURRENT_COLUMNS.map((c) => `u.${c}`).join(', '));
const setFromExcluded = sql.raw(
  CURRENT_COLUMNS.slice(1)
    .map((c) => `${c} = excluded.${c}`)
    .join(', '),
);

/** The batch as unnest() input named `u`, with every current_positions column plus previous_fix_time. */
function unnestCurrent(rows: readonly CurrentPositionWrite[]): SQL {
  const col = <T>(pick: (row: CurrentPositionWrite) => T) => array(rows.map(pick));
  const p = (pick: (row: NewPosition) => unknown) => col((r) => pick(r.position));
  return sql`unnest(
    ${p((r) => r.deviceId)}::int[], ${col((r) => iso(r.previousFixTime))}::timestamptz[],
    ${col((r) => r.positionId)}::bigint[], ${p((r) => iso(r.fixTime))}::timestamptz[],
    ${p((r) => iso(r.serverTime))}::timestamptz[], ${p((r) => r.latitude)}::float8[], ${p((r) => r.longitude)}::float8[],
    ${p((r) => r.valid)}::bool[], ${p((r) => r.fix)}::text[], ${p((r) => r.accuracy)}::real[], ${p((r) => r.speed)}::real[],
    ${p((r) => r.course)}::real[], ${p((r) => r.altitude)}::real[], ${p((r) => r.battery)}::smallint[],
    ${p((r) => r.charging)}::bool[], ${p((r) => r.lowBattery)}::bool[], ${p((r) => r.sos)}::bool[],
    ${p((r) => r.overspeed)}::bool[], ${p((r) => r.temperature)}::real[], ${p((r) => r.humidity)}::real[],
    ${p((r) => r.address)}::text[], ${p((r) => r.hdop)}::real[], ${p((r) => r.isInsideGeofences ?? false)}::bool[],
    ${col((r) => iso(r.movement.rest?.movedAt))}::timestamptz[],
    ${col((r) => iso(r.movement.restWithoutCell?.movedAt))}::timestamptz[],
    ${col((r) => r.movement.rest?.latitude ?? null)}::float8[], ${col((r) => r.movement.rest?.longitude ?? null)}::float8[],
    ${col((r) => r.movement.restWithoutCell?.latitude ?? null)}::float8[],
    ${col((r) => r.movement.restWithoutCell?.longitude ?? null)}::float8[],
    ${col((r) => r.movement.rest?.accuracy ?? null)}::float8[],
    ${col((r) => r.movement.restWithoutCell?.accuracy ?? null)}::float8[]
  ) as u(device_id, previous_fix_time, ${sql.raw(CURRENT_COLUMNS.slice(1).join(', '))})`;
}

async function deviceIdsOf(db: Db, query: SQL): Promise<Set<number>> {
  const rows = await rowsOf<{ device_id: number }>(db, query);
  return new Set(rows.map((r) => r.device_id));
}

/**
 * Writes each tracker's current position unless a newer one is stored: out-of-order reports never move a
 * tracker backwards. Used after loadCurrentStates({ lock: true }), so the movement state it carries is exact.
 */
export async function upsertCurrentIfNewer(
  db: Db,
  rows: readonly CurrentPositionWrite[],
): Promise<Set<number>> {
  if (!rows.length) return new Set();
  return deviceIdsOf(
    db,
    sql`
      insert into current_positions (${columnList}) select ${fromInput} from ${unnestCurrent(rows)}
      on conflict (device_id) do update set ${setFromExcluded}
      where current_positions.fix_time < excluded.fix_time
      returning device_id`,
  );
}

/** A tracker's current (last known) coordinates, or null when it has none yet: one primary-key lookup. */
export async function findLastLocation(
  db: Db,
  deviceId: number,
): Promise<{ latitude: number; longitude: number } | null> {
  const [row] = await db
    .select({ latitude: currentPositions.latitude, longitude: currentPositions.longitude })
    .from(currentPositions)
    .where(eq(currentPositions.deviceId, deviceId));
  return row ?? null;
}
