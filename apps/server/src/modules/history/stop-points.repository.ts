import type { StopPoint } from '@lodestar/domain';
import type { Database } from '../../db/database.ts';
import type { HistoryRange } from './history.repository.ts';

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
    // inFixTimeOrder below checks it anyway. date_part, not extract: extract's numeric arithmetic costs twice as
    // much per row as double precision
    `select string_agg(t::text, ',') as t, string_agg(lat::text, ',') as lat, string_agg(lng::text, ',') as lng,
            string_agg(coalesce(acc::text, ''), ',') as acc, string_agg(kind, '') as kind
     from (select (date_part('epoch', fix_time) * 1000)::bigint as t, latitude as lat, longitude as lng,
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

/** The fingerprint of points read for a range: as findRangeFingerprint gives it for the same stored positions. */
export function fingerprintOf(points: StopPoint[]): string {
  return `${points.length}/${points.at(-1)?.time ?? ''}`;
}

/**
 * What the stored positions of a range look like from outside: how many there are and the newest fix time (epoch
 * ms, as findStopPoints reads it). A position added to the range (live, or back-filled into the past) changes the
 * count, so cached stops keyed by it are never stale; both come from the (device_id, fix_time) index alone.
 */
export async function findRangeFingerprint(
  database: Database,
  deviceId: number,
  range: HistoryRange,
): Promise<string> {
  const [row] = await database.query<{ n: string; newest: string | null }>(
    `select count(*)::text as n, (date_part('epoch', max(fix_time)) * 1000)::bigint::text as newest
     from positions where device_id = $1 and fix_time >= $2 and fix_time <= $3`,
    [deviceId, range.from.toISOString(), range.to.toISOString()],
  );
  return `${row?.n ?? 0}/${row?.newest ?? ''}`;
}
