import type { TrackerReport } from '../modules/positions/new-position.ts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { currentPositions, devices, positions } from '../db/schema/index.ts';

/** The id of a demo tracker by serial. */
export async function deviceIdOf(database: Database, serial: string): Promise<number> {
  const [row] = await database.db.select({ id: devices.id }).from(devices).where(eq(devices.serial, serial));
  if (!row) throw new Error(`no demo tracker ${serial}`);
  return row.id;
}

/** A tracker's stored positions, oldest fix first. */
export function storedPositions(database: Database, deviceId: number) {
  return database.db
    .select()
    .from(positions)
    .where(eq(positions.deviceId, deviceId))
    .orderBy(asc(positions.fixTime));
}

export async function currentPosition(database: Database, deviceId: number) {
  const [row] = await database.db
    .select()
    .from(currentPositions)
    .where(eq(currentPositions.deviceId, deviceId));
  return row;
}

/** Seconds since the epoch for a time `minutesAgo` before now, as OsmAnd clients send `timestamp`. */
export const unixMinutesAgo = (minutesAgo: number) => Math.floor(Date.now() / 1000 - minutesAgo * 60);

/** An OsmAnd query string. */
export const osmandQuery = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** A decoded report with every optional reading unknown; tests override what they are about. */
export function trackerReport(
  over: Partial<TrackerReport> & Pick<TrackerReport, 'fixTime' | 'latitude' | 'longitude'>,
): TrackerReport {
  return {
    speedMps: null,
    course: null,
    altitude: null,
    accuracy: null,
    hdop: null,
    battery: null,
    charging: null,
    valid: true,
    fix: 'gps',
    sos: false,
    temperatureC: null,
    humidity: null,
    attributes: {},
    ...over,
  };
}
