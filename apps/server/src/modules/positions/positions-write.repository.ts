import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { NewPosition } from './new-position.ts';
import { ARRAY_TYPE, binaryArray, type ElementType, type ElementValue } from './binary-array.ts';
import { rowsOf } from './sql-rows.ts';

/** A row the insert wrote: its id, and the tracker and fix time that identify which report it was. */
export interface InsertedPosition {
  id: number;
  deviceId: number;
  fixTimeMs: number;
}

/** Epoch milliseconds of a timestamptz column as a plain number on both drivers (text timestamps differ). */
export const epochMs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

const NEEDS_ESCAPE = /["\\]/;
const ESCAPES = /["\\]/g;

/**
 * A PostgreSQL array literal ('{1,NULL,"a \\"b\\""}') for values of one column: numbers, booleans, strings,
 * dates or null. Cast it in SQL (`::int[]`); both drivers send a string parameter as it is. Their own array
 * serialisers quote and regex-escape every element, which showed up in profiles at thousands of rows a batch.
 */
export function arrayLiteral(values: readonly unknown[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    if (i) out += ',';
    const v = values[i];
    if (v === null || v === undefined) out += 'NULL';
    else if (typeof v === 'number') out += String(v);
    else if (typeof v === 'boolean') out += v ? 't' : 'f';
    else {
      const text = v instanceof Date ? v.toISOString() : String(v);
      out += `"${NEEDS_ESCAPE.test(text) ? text.replace(ESCAPES, '\\$&') : text}"`;
    }
  }
  return `${out}}`;
}

/** Arrays go to the driver as one parameter each (drizzle would otherwise spread an array into a list). */
export const array = (values: readonly unknown[]) => sql.param(arrayLiteral(values));

/** A list of ids as one `int[]` parameter: a 10,000-tracker list is one parameter, not 10,000. */
export const intArray = (values: readonly number[]) => sql`${array(values)}::int[]`;

/** `%text%` for ILIKE with the user's own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * An array parameter of `type`, cast to its SQL array type: in PostgreSQL's binary format when `binary`
 * (node-postgres sends a Buffer as binary), else as a text literal (PGlite).
 */
export const typedArray = (type: ElementType, values: readonly ElementValue[], binary: boolean) =>
  sql`${binary ? sql.param(binaryArray(type, values)) : array(values)}::${sql.raw(ARRAY_TYPE[type])}`;

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The positions columns written by ingest, in the order of positionsInput. */
export const POSITION_COLUMNS = sql.raw(
  'device_id, fix_time, server_time, latitude, longitude, valid, fix, accuracy, speed, course, altitude, ' +
    'battery, charging, low_battery, sos, overspeed, temperature, humidity, address, attributes, hdop, network, ' +
    'is_inside_geofences',
);

/** The element type of each positionsInput column, in order. */
const INPUT_TYPES: ElementType[] = [
  'int4',
  'timestamptz',
  'timestamptz',
  'float8',
  'float8',
  'bool',
  'text',
  'float4',
  'float4',
  'float4',
  'float4',
  'int2',
  'bool',
  'bool',
  'bool',
  'bool',
  'float4',
  'float4',
  'text',
  'jsonb',
  'float4',
  'jsonb',
  'bool',
];

/**
 * Rows as one unnest() over one array parameter per column, named `u`: a batch of thousands costs one
 * round trip and one plan, where a multi-row VALUES would grow the statement with every row. `binary` sends
 * the arrays in PostgreSQL's binary format (node-postgres only).
 */
export function positionsInput(rows: readonly NewPosition[], binary = false): SQL {
  // one pass over the rows filling every column (a batch is thousands of rows; a map() per column showed up)
  const n = rows.length;
  const cols = Array.from({ length: INPUT_TYPES.length }, () => new Array<ElementValue>(n));
  for (let i = 0; i < n; i++) {
    const r = rows[i]!;
    cols[0]![i] = r.deviceId;
    cols[1]![i] = r.fixTime;
    cols[2]![i] = r.serverTime;
    cols[3]![i] = r.latitude;
    cols[4]![i] = r.longitude;
    cols[5]![i] = r.valid;
    cols[6]![i] = r.fix;
    cols[7]![i] = r.accuracy;
    cols[8]![i] = r.speed;
    cols[9]![i] = r.course;
    cols[10]![i] = r.altitude;
    cols[11]![i] = r.battery;
    cols[12]![i] = r.charging;
    cols[13]![i] = r.lowBattery;
    cols[14]![i] = r.sos;
    cols[15]![i] = r.overspeed;
    cols[16]![i] = r.temperature;
    cols[17]![i] = r.humidity;
    cols[18]![i] = r.address;
    cols[19]![i] = r.attributes ? JSON.stringify(r.attributes) : null;
    cols[20]![i] = r.hdop;
    cols[21]![i] = r.network ? JSON.stringify(r.network) : null;
    cols[22]![i] = r.isInsideGeofences ?? false;
  }
  const c = cols.map((values, i) => typedArray(INPUT_TYPES[i]!, values, binary));
  return sql`unnest(${sql.join(c, sql`, `)}) as u(${POSITION_COLUMNS})`;
}

/**
 * Writes many positions in one statement. A repeated report (same tracker and fix time) is skipped by the
 * unique index and not returned. The caller vouches for the trackers: positions have no foreign key.
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

/** Sets the address of a stored position (and of the current position when it is that fix) once it is known. */
export async function fillAddress(db: Db, deviceId: number, fixTime: Date, address: string): Promise<void> {
  await db.execute(sql`update positions set address = ${address}
    where device_id = ${deviceId} and fix_time = ${iso(fixTime)}::timestamptz and address is null`);
  await db.execute(sql`update current_positions set address = ${address}
    where device_id = ${deviceId} and fix_time = ${iso(fixTime)}::timestamptz and address is null`);
}
