import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { NewPosition } from './new-position.ts';
import { rowsOf } from './sql-rows.ts';

/** A row the insert wrote: its id, and the tracker and fix time that identify which report it was. */
export interface InsertedPosition {
  id: number;
  deviceId: number;
  fixTimeMs: number;
}

/** Epoch milliseconds of a timestamptz column as a plain number on both drivers (text timestamps differ). */
export const epochMs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

/** Arrays go to the driver as one parameter each (drizzle would otherwise spread an array into a list). */
export const array = (values: unknown[]) => sql.param(values);

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The positions columns written by ingest, in the order of positionsInput. */
export const POSITION_COLUMNS = sql.raw(
  'device_id, fix_time, server_time, latitude, longitude, valid, fix, accuracy, speed, course, altitude, ' +
    'battery, charging, low_battery, sos, overspeed, temperature, humidity, address, attributes',
);

/**
 * Rows as one unnest() over one array parameter per column, named `u`: a batch of thousands costs one
 * round trip and one plan, where a multi-row VALUES would grow the statement with every row.
 */
export function positionsInput(rows: readonly NewPosition[]): SQL {
  const col = <T>(pick: (row: NewPosition) => T) => array(rows.map(pick));
  return sql`unnest(
    ${col((r) => r.deviceId)}::int[], ${col((r) => iso(r.fixTime))}::timestamptz[],
    ${col((r) => iso(r.serverTime))}::timestamptz[], ${col((r) => r.latitude)}::float8[],
    ${col((r) => r.longitude)}::float8[], ${col((r) => r.valid)}::bool[], ${col((r) => r.fix)}::text[],
    ${col((r) => r.accuracy)}::real[], ${col((r) => r.speed)}::real[], ${col((r) => r.course)}::real[],
    ${col((r) => r.altitude)}::real[], ${col((r) => r.battery)}::smallint[], ${col((r) => r.charging)}::bool[],
    ${col((r) => r.lowBattery)}::bool[], ${col((r) => r.sos)}::bool[], ${col((r) => r.overspeed)}::bool[],
    ${col((r) => r.temperature)}::real[], ${col((r) => r.humidity)}::real[], ${col((r) => r.address)}::text[],
    ${col((r) => (r.attributes ? JSON.stringify(r.attributes) : null))}::jsonb[]
  ) as u(${POSITION_COLUMNS})`;
}

/**
 * Writes many positions in one statement. A repeated report (same tracker and fix time) is skipped by the
 * unique index and not returned. Every tracker must exist (the foreign key refuses the whole statement).
 */
export async function insertPositions(db: Db, rows: readonly NewPosition[]): Promise<InsertedPosition[]> {
  if (!rows.length) return [];
  const inserted = await rowsOf<{ id: number; device_id: number; fix_ms: number }>(
    db,
    sql`insert into positions (${POSITION_COLUMNS}) select * from ${positionsInput(rows)}
      on conflict (device_id, fix_time) do nothing
      returning id::float8 as id, device_id, ${epochMs('fix_time')} as fix_ms`,
  );
  return inserted.map((r) => ({ id: r.id, deviceId: r.device_id, fixTimeMs: r.fix_ms }));
}

/** Which of these trackers still exist (to drop reports of a tracker deleted while they were on their way). */
export async function existingDeviceIds(db: Db, deviceIds: readonly number[]): Promise<Set<number>> {
  if (!deviceIds.length) return new Set();
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from devices where id = any(${array([...deviceIds])}::int[])`,
  );
  return new Set(rows.map((r) => r.id));
}

/** Sets the address of a stored position (and of the current position when it is that fix) once it is known. */
export async function fillAddress(db: Db, deviceId: number, fixTime: Date, address: string): Promise<void> {
  await db.execute(sql`update positions set address = ${address}
    where device_id = ${deviceId} and fix_time = ${iso(fixTime)}::timestamptz and address is null`);
  await db.execute(sql`update current_positions set address = ${address}
    where device_id = ${deviceId} and fix_time = ${iso(fixTime)}::timestamptz and address is null`);
}
