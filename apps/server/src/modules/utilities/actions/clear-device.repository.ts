import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { rowsOf } from '../../positions/sql-rows.ts';

/** Rows removed per statement: each statement is its own short transaction, so ingest never waits long. */
export const CLEAR_BATCH = 5_000;

const at = (d: Date | null) => (d ? sql`${d.toISOString()}::timestamptz` : sql`'infinity'::timestamptz`);

/**
 * The UTC days (YYYY-MM-DD) on which the tracker has a row in `table` timed by `column` before `cutoff` (null:
 * all), oldest first. A skip scan over the (device_id, time) index: one probe per day with data, however many
 * rows each day holds.
 */
async function daysWithRows(db: Db, table: SQL, column: SQL, deviceId: number, cutoff: Date | null) {
  const rows = await rowsOf<{ day: string }>(
    db,
    sql`
    with recursive days(day) as (
      (select (${column} at time zone 'UTC')::date from ${table}
        where device_id = ${deviceId} and ${column} < ${at(cutoff)} order by ${column} limit 1)
      union all
      select (select (t.${column} at time zone 'UTC')::date from ${table} t
        where t.device_id = ${deviceId} and t.${column} >= ((d.day + 1)::timestamp at time zone 'UTC')
          and t.${column} < ${at(cutoff)}
        order by t.${column} limit 1)
      from days d where d.day is not null
    )
    select to_char(day, 'YYYY-MM-DD') as day from days where day is not null`,
  );
  return rows.map((r) => r.day);
}

/** The days with the tracker's positions or events before `cutoff` (null: all), oldest first. */
export async function daysToClear(db: Db, deviceId: number, cutoff: Date | null): Promise<string[]> {
  const [positions, events] = await Promise.all([
    daysWithRows(db, sql`positions`, sql`fix_time`, deviceId, cutoff),
    daysWithRows(db, sql`device_events`, sql`created_at`, deviceId, cutoff),
  ]);
  return [...new Set([...positions, ...events])].sort();
}

/** How many positions and events the tracker has per UTC day in [from, to). */
export async function countPerDay(db: Db, deviceId: number, from: Date, to: Date) {
  const rows = await rowsOf<{ day: string; positions: number | string; events: number | string }>(
    db,
    sql`
    select day, sum(p)::int as positions, sum(e)::int as events from (
      select to_char(fix_time at time zone 'UTC', 'YYYY-MM-DD') as day, 1 as p, 0 as e from positions
        where device_id = ${deviceId} and fix_time >= ${at(from)} and fix_time < ${at(to)}
      union all
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD'), 0, 1 from device_events
        where device_id = ${deviceId} and created_at >= ${at(from)} and created_at < ${at(to)}
    ) x group by day`,
  );
  return new Map(rows.map((r) => [r.day, { positions: Number(r.positions), events: Number(r.events) }]));
}

/** How many positions and events the tracker has before `cutoff` (null: all). */
export async function countBefore(db: Db, deviceId: number, cutoff: Date | null) {
  const [row] = await rowsOf<{ positions: number | string; events: number | string }>(
    db,
    sql`select
      (select count(*) from positions where device_id = ${deviceId} and fix_time < ${at(cutoff)}) as positions,
      (select count(*) from device_events where device_id = ${deviceId} and created_at < ${at(cutoff)}) as events`,
  );
  return { positions: Number(row?.positions ?? 0), events: Number(row?.events ?? 0) };
}

/** Deletes one batch of the tracker's rows of `table` timed in [from, to); answers how many went. */
async function deleteBatch(db: Db, table: SQL, column: SQL, deviceId: number, from: Date, to: Date) {
  const rows = await rowsOf<{ n: number | string }>(
    db,
    sql`with gone as (
      delete from ${table} where id in (select id from ${table}
        where device_id = ${deviceId} and ${column} >= ${at(from)} and ${column} < ${at(to)} limit ${CLEAR_BATCH})
      returning 1)
    select count(*) as n from gone`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Deletes the tracker's rows of `table` in [from, to) batch by batch; answers how many went. */
async function deleteAll(db: Db, table: SQL, column: SQL, deviceId: number, from: Date, to: Date) {
  let total = 0;
  for (;;) {
    const n = await deleteBatch(db, table, column, deviceId, from, to);
    total += n;
    if (n < CLEAR_BATCH) return total;
  }
}

export const deletePositions = (db: Db, deviceId: number, from: Date, to: Date) =>
  deleteAll(db, sql`positions`, sql`fix_time`, deviceId, from, to);

export const deleteEvents = (db: Db, deviceId: number, from: Date, to: Date) =>
  deleteAll(db, sql`device_events`, sql`created_at`, deviceId, from, to);

/** The tracker's geofence visits that ended in [from, to): the visits of removed positions (dwell figures). */
export async function deleteEndedVisits(db: Db, deviceId: number, from: Date, to: Date) {
  const rows = await rowsOf<{ n: number | string }>(
    db,
    sql`with gone as (delete from geofence_visits
      where device_id = ${deviceId} and exited_at >= ${at(from)} and exited_at < ${at(to)} returning 1)
    select count(*) as n from gone`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Drops the tracker's current position (what the map shows, and the movement state kept with it) when the
 * position it was taken from is gone; a position reported meanwhile keeps it. The tracker's next report makes it
 * again (the ingest pipeline re-reads a current row that is not what it remembered).
 */
export async function dropRemovedCurrent(db: Db, deviceId: number): Promise<boolean> {
  const rows = await rowsOf<{ device_id: number }>(
    db,
    sql`delete from current_positions c where c.device_id = ${deviceId}
      and not exists (select 1 from positions p where p.id = c.position_id)
      returning c.device_id`,
  );
  return rows.length > 0;
}

/** The fix time of the tracker's current position, or null when it has none. */
export async function currentFixTime(db: Db, deviceId: number): Promise<Date | null> {
  const [row] = await rowsOf<{ fix_time: Date | string }>(
    db,
    sql`select fix_time from current_positions where device_id = ${deviceId}`,
  );
  return row ? new Date(row.fix_time) : null;
}
