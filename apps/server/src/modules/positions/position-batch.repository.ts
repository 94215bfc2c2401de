import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { CURRENT_COLUMNS, type CurrentPositionWrite } from './current-positions.repository.ts';
import type { NewPosition } from './new-position.ts';
import type { ElementType, ElementValue } from './binary-array.ts';
import {
  epochMs,
  POSITION_COLUMNS,
  positionsInput,
  typedArray,
  type InsertedPosition,
} from './positions-write.repository.ts';
import { preparedRowsOf, sendsBinary } from './sql-rows.ts';

export interface BatchWriteResult {
  inserted: InsertedPosition[];
  /** Trackers whose current position this statement moved forward. */
  advanced: Set<number>;
  /** Trackers of the batch that no longer exist (deleted while their reports were on their way): not written. */
  missing: Set<number>;
}

const numbersOf = (text: string | null | undefined) => new Set(text ? text.split(',').map(Number) : []);

const currentList = sql.raw(CURRENT_COLUMNS.join(', '));
const setFromNext = sql.raw(
  CURRENT_COLUMNS.slice(1)
    .map((c) => `${c} = n.${c}`)
    .join(', '),
);
// what a new current position takes from the inserted row: every current_positions column that positions has
const insertedColumns = sql.raw(
  CURRENT_COLUMNS.slice(0, CURRENT_COLUMNS.indexOf('last_movement_time'))
    .map((c) => (c === 'position_id' ? 'id' : c))
    .join(', '),
);

/**
 * One statement per batch (no BEGIN/COMMIT round trips): inserts the positions and moves each tracker's current
 * position to its newest new fix, carrying the movement state worked out by the caller. A current position is
 * written only where the stored fix time is still `previousFixTime` (another writer did not get there first)
 * and the new fix was really inserted (not a repeat); trackers missing from `advanced` need the careful path.
 * Rows of trackers that no longer exist are left out and reported in `missing` (positions have no foreign key:
 * checking the batch's trackers once is much cheaper than a check per row).
 */
export async function insertBatchAndAdvance(
  db: Db,
  rows: readonly NewPosition[],
  currents: readonly CurrentPositionWrite[],
): Promise<BatchWriteResult> {
  const binary = sendsBinary(db);
  const m = (type: ElementType, pick: (w: CurrentPositionWrite) => ElementValue) =>
    typedArray(type, currents.map(pick), binary);
  const deviceIds = typedArray('int4', [...new Set(rows.map((r) => r.deviceId))], binary);
  type Answer = { stored: string | null; advanced: string | null; missing: string | null };
  const [result] = await preparedRowsOf<Answer>(
    db,
    'lodestar_ingest_batch',
    sql`
    with d as (select id from devices where id = any(${deviceIds})),
    ins as (
      insert into positions (${POSITION_COLUMNS}) select * from ${positionsInput(rows, binary)} where u.device_id in (select id from d)
      on conflict (device_id, fix_time) do nothing
      returning ${insertedColumns}
    ),
    m as (
      select * from unnest(
        ${m('int4', (w) => w.position.deviceId)}, ${m('timestamptz', (w) => w.previousFixTime)},
        ${m('timestamptz', (w) => w.position.fixTime)},
        ${m('timestamptz', (w) => w.movement.rest?.movedAt)},
        ${m('timestamptz', (w) => w.movement.restWithoutCell?.movedAt)},
        ${m('float8', (w) => w.movement.rest?.latitude)},
        ${m('float8', (w) => w.movement.rest?.longitude)},
        ${m('float8', (w) => w.movement.restWithoutCell?.latitude)},
        ${m('float8', (w) => w.movement.restWithoutCell?.longitude)},
        ${m('float8', (w) => w.movement.rest?.accuracy)},
        ${m('float8', (w) => w.movement.restWithoutCell?.accuracy)}
      ) as m(device_id, previous_fix_time, fix_time, last_movement_time, last_movement_time_without_cell,
        rest_latitude, rest_longitude, rest_latitude_without_cell, rest_longitude_without_cell,
        rest_accuracy, rest_accuracy_without_cell)
    ),
    next as (
      select i.id as position_id, i.*, m.previous_fix_time, m.last_movement_time, m.last_movement_time_without_cell,
        m.rest_latitude, m.rest_longitude, m.rest_latitude_without_cell, m.rest_longitude_without_cell,
        m.rest_accuracy, m.rest_accuracy_without_cell
      from m join ins i on i.device_id = m.device_id and i.fix_time = m.fix_time
    ),
    moved as (
      update current_positions c set ${setFromNext} from next n
      where c.device_id = n.device_id and date_trunc('milliseconds', c.fix_time) = n.previous_fix_time
        and c.fix_time < n.fix_time
      returning c.device_id
    ),
    first as (
      insert into current_positions (${currentList})
      select ${currentList} from next where previous_fix_time is null
      on conflict (device_id) do nothing
      returning device_id
    )
    select
      (select string_agg(id || ' ' || device_id || ' ' || ${epochMs('fix_time')}, ',') from ins) as stored,
      (select string_agg(device_id::text, ',') from (select device_id from moved union all select device_id from first) a)
        as advanced,
      (select string_agg(x::text, ',') from unnest(${deviceIds}) x where x not in (select id from d)) as missing`,
  );
  // one row of texts rather than a row per position: the drivers' per-row, per-field parsing was a visible
  // part of a batch's cost
  const inserted: InsertedPosition[] = [];
  if (result?.stored) {
    for (const entry of result.stored.split(',')) {
      const [id, deviceId, fixMs] = entry.split(' ');
      inserted.push({ id: Number(id), deviceId: Number(deviceId), fixTimeMs: Number(fixMs) });
    }
  }
  return { inserted, advanced: numbersOf(result?.advanced), missing: numbersOf(result?.missing) };
}
