import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Db } from '../../db/database.ts';
import { devices, type positions } from '../../db/schema/index.ts';

type PositionRow = typeof positions.$inferSelect;
import type { StopPoint } from '@lodestar/domain';

/** A fix-time range, both ends inclusive. */
export interface HistoryRange {
  from: Date;
  to: Date;
}

/** Where the previous batch ended: a fix time in whole microseconds (a Date loses them). */
export type FixTimeCursor = string | null;

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
});

/**
 * One batch of a tracker's stored positions in a range, in fix-time order, after the cursor. Keyset paging walks
 * positions_device_fix_time_idx, so each batch costs the same however deep into a 90-day range it is. The batch
 * comes back as one JSON text rather than thousands of rows: the embedded database hands rows over one by one,
 * which costs several times more than Postgres writing them as JSON and JSON.parse reading them.
 */
export async function findPositionBatch(
  database: Database,
  deviceId: number,
  range: HistoryRange,
  after: FixTimeCursor,
  limit: number,
): Promise<{ positions: PositionRow[]; last: FixTimeCursor }> {
  const [row] = await database.query<{ rows: string | null; last: string | null }>(
    // as in findStopPoints: the subquery's index order, not a second sort (checked below)
    `select string_agg(row_to_json(p)::text, ',') as rows,
            (extract(epoch from max(p.fix_time)) * 1000000)::bigint::text as last
     from (select * from positions
           where device_id = $1 and fix_time >= $2 and fix_time <= $3
             and ($4::bigint is null or fix_time > timestamptz 'epoch' + $4::bigint * interval '1 microsecond')
           order by fix_time limit $5) p`,
    [deviceId, range.from.toISOString(), range.to.toISOString(), after, limit],
  );
  if (!row?.rows) return { positions: [], last: after };
  const positions = (JSON.parse(`[${row.rows}]`) as PositionJson[]).map(fromJson);
  for (let i = 1; i < positions.length; i++) {
    if (positions[i]!.fixTime < positions[i - 1]!.fixTime) {
      positions.sort((a, b) => a.fixTime.getTime() - b.fixTime.getTime());
      break;
    }
  }
  return { positions, last: row.last };
}

/** The points sorted by time, should the database ever hand the aggregate's rows over in another order. */
function inFixTimeOrder(points: StopPoint[]): StopPoint[] {
  for (let i = 1; i < points.length; i++) {
    if (points[i]!.time < points[i - 1]!.time) return points.sort((a, b) => a.time - b.time);
  }
  return points;
}

const FIX_BY_CODE: Record<string, StopPoint['fix']> = { g: 'gps', w: 'wifi', c: 'cell', b: 'ble' };

/**
 * What stop detection reads of a range, in fix-time order. Each column comes back as one comma-separated text
 * and fix type plus validity as one letter a point ('x' for an invalid fix): an embedded database hands over rows
 * one by one, and 130,000 rows cost seconds that five long strings do not.
 */
export async function findStopPoints(
  database: Database,
  deviceId: number,
  range: HistoryRange,
): Promise<StopPoint[]> {
  const [row] = await database.query<{
    t: string | null;
    lat: string;
    lng: string;
    acc: string;
    kind: string;
  }>(
    // the aggregates read an index-ordered subquery instead of sorting once per column (ORDER BY inside each
    // aggregate doubled the cost on PGlite); Postgres keeps that order for a plain aggregate, and
    // inFixTimeOrder below checks it anyway
    `select string_agg(t::text, ',') as t, string_agg(lat::text, ',') as lat, string_agg(lng::text, ',') as lng,
            string_agg(coalesce(acc::text, ''), ',') as acc, string_agg(kind, '') as kind
     from (select (extract(epoch from fix_time) * 1000)::bigint as t, latitude as lat, longitude as lng,
                  accuracy as acc, case when valid then left(fix, 1) else 'x' end as kind
           from positions where device_id = $1 and fix_time >= $2 and fix_time <= $3
           order by fix_time) ordered`,
    [deviceId, range.from.toISOString(), range.to.toISOString()],
  );
  if (!row?.t) return [];
  const times = row.t.split(',');
  const lats = row.lat.split(',');
  const lngs = row.lng.split(',');
  const accuracies = row.acc.split(',');
  const points = times.map((t, i): StopPoint => {
    const code = row.kind[i]!;
    const accuracy = accuracies[i]!;
    return {
      time: Number(t),
      latitude: Number(lats[i]),
      longitude: Number(lngs[i]),
      accuracy: accuracy === '' ? null : Number(accuracy),
      fix: FIX_BY_CODE[code] ?? 'gps',
      valid: code !== 'x',
    };
  });
  return inFixTimeOrder(points);
}

/**
 * What the stored positions of a range look like from outside: how many there are and the newest fix time.
 * A position added to the range (live, or back-filled into the past) changes the count, so cached stops keyed by
 * it are never stale; both come from the (device_id, fix_time) index alone.
 */
export async function findRangeFingerprint(
  database: Database,
  deviceId: number,
  range: HistoryRange,
): Promise<string> {
  const [row] = await database.query<{ n: string; newest: string | null }>(
    `select count(*)::text as n, max(fix_time)::text as newest
     from positions where device_id = $1 and fix_time >= $2 and fix_time <= $3`,
    [deviceId, range.from.toISOString(), range.to.toISOString()],
  );
  return `${row?.n ?? 0}/${row?.newest ?? ''}`;
}
