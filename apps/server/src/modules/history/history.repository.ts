import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Db } from '../../db/database.ts';
import { devices, type positions } from '../../db/schema/index.ts';

type PositionRow = typeof positions.$inferSelect;

/** A fix-time range, both ends inclusive. */
export interface HistoryRange {
  from: Date;
  to: Date;
}

/** Where the previous batch ended: a fix time in whole microseconds (a Date loses them). */
export type FixTimeCursor = string | null;

/**
 * The next batch of a tracker's positions in a range, after the cursor, in fix-time order: a subquery named `p`
 * with the given columns, taking rangeBatchParams. Keyset paging walks positions_device_fix_time_idx, so each batch
 * costs the same however deep into a 90-day range it is. Aggregates over `p` keep its order (Postgres does for a
 * plain aggregate; each reader checks), which costs half what ORDER BY inside each aggregate does on PGlite.
 */
export const rangeBatch = (columns: string) => `(select ${columns} from positions
   where device_id = $1 and fix_time >= $2 and fix_time <= $3
     and ($4::bigint is null or fix_time > timestamptz 'epoch' + $4::bigint * interval '1 microsecond')
   order by fix_time limit $5) p`;

/** The cursor after a rangeBatch: its newest fix time in whole microseconds, as text. */
export const RANGE_BATCH_CURSOR = `(extract(epoch from max(p.fix_time)) * 1000000)::bigint::text`;

/** The parameters of a rangeBatch. */
export const rangeBatchParams = (
  deviceId: number,
  range: HistoryRange,
  after: FixTimeCursor,
  limit: number,
) => [deviceId, range.from.toISOString(), range.to.toISOString(), after, limit];

/** The trackers of an account among the given ids, with their names. */
export async function findAccountTrackers(db: Db, accountId: number, deviceIds: number[]) {
  if (!deviceIds.length) return [];
  return db
    .select({ id: devices.id, name: devices.name, serial: devices.serial, imei: devices.imei })
    .from(devices)
    .where(and(eq(devices.accountId, accountId), inArray(devices.id, deviceIds)));
}

/** A stored position as row_to_json writes it: column names, timestamps as ISO text. */
interface PositionJson {
  id: number;
  device_id: number;
  fix_time: string;
  server_time: string;
  latitude: number;
  longitude: number;
  valid: boolean;
  fix: PositionRow['fix'];
  accuracy: number | null;
  speed: number | null;
  course: number | null;
  altitude: number | null;
  battery: number | null;
  charging: boolean | null;
  low_battery: boolean;
  sos: boolean;
  overspeed: boolean;
  temperature: number | null;
  humidity: number | null;
  address: string | null;
  attributes: PositionRow['attributes'];
  hdop: number | null;
  network: PositionRow['network'];
  is_inside_geofences?: boolean;
}

const fromJson = (p: PositionJson): PositionRow => ({
  id: p.id,
  deviceId: p.device_id,
  fixTime: new Date(p.fix_time),
  serverTime: new Date(p.server_time),
  latitude: p.latitude,
  longitude: p.longitude,
  valid: p.valid,
  fix: p.fix,
  accuracy: p.accuracy,
  speed: p.speed,
  course: p.course,
  altitude: p.altitude,
  battery: p.battery,
  charging: p.charging,
  lowBattery: p.low_battery,
  sos: p.sos,
  overspeed: p.overspeed,
  temperature: p.temperature,
  humidity: p.humidity,
  address: p.address,
  attributes: p.attributes,
  hdop: p.hdop,
  network: p.network,
  isInsideGeofences: p.is_inside_geofences ?? false,
});

/**
 * One batch of a tracker's stored positions in a range, in fix-time order, after the cursor (rangeBatch). The batch
 * comes back as one JSON text rather than thousands of rows: the embedded database hands rows over one by one,
 * which costs several times more than Postgres writing them as JSON and JSON.parse reading them.
 */
export async function findPositionBatch(
  database: Database,
  deviceId: number,
  range: HistoryRange,
  after: FixTimeCursor,
  limit: number,
): Promise<{ positions: PositionRow[]; count: number; last: FixTimeCursor }> {
  const [row] = await database.query<{ rows: string | null; last: string | null }>(
    `select string_agg(row_to_json(p)::text, ',') as rows, ${RANGE_BATCH_CURSOR} as last
     from ${rangeBatch('*')}`,
    rangeBatchParams(deviceId, range, after, limit),
  );
  if (!row?.rows) return { positions: [], count: 0, last: after };
  const positions = (JSON.parse(`[${row.rows}]`) as PositionJson[]).map(fromJson);
  for (let i = 1; i < positions.length; i++) {
    if (positions[i]!.fixTime < positions[i - 1]!.fixTime) {
      positions.sort((a, b) => a.fixTime.getTime() - b.fixTime.getTime());
      break;
    }
  }
  return { positions, count: positions.length, last: row.last };
}
