import type { Database } from '../../db/database.ts';
import type { FixTimeCursor, HistoryRange } from './history.repository.ts';

/** One batch of a range's fixes as JSON number lists without brackets ('1.5,2'), one per drawn column. */
export interface PathColumnsBatch {
  time: string;
  lng: string;
  lat: string;
  speed: string;
  count: number;
  last: FixTimeCursor;
}

// The columns are read from an index-ordered subquery rather than with ORDER BY inside each aggregate, which
// doubled the cost on PGlite (as findStopPoints); Postgres keeps the subquery's order for a plain aggregate and
// isAscending below checks it. `ordered` asks for the in-aggregate sort if that ever fails.
const columnsSql = (ordered: boolean) => {
  const by = ordered ? ' order by fix_time' : '';
  return `select string_agg(date_part('epoch', fix_time)::text, ','${by}) as time,
            string_agg(longitude::text, ','${by}) as lng, string_agg(latitude::text, ','${by}) as lat,
            string_agg(coalesce(speed::text, 'null'), ','${by}) as speed, count(*)::int as count,
            (extract(epoch from max(fix_time)) * 1000000)::bigint::text as last
     from (select fix_time, longitude, latitude, speed from positions
           where device_id = $1 and fix_time >= $2 and fix_time <= $3
             and ($4::bigint is null or fix_time > timestamptz 'epoch' + $4::bigint * interval '1 microsecond')
           order by fix_time limit $5) p`;
};

/** Whether comma-separated times rise strictly (fix times are unique per tracker). */
function isAscending(times: string): boolean {
  let previous = -Infinity;
  for (const text of times.split(',')) {
    const time = Number(text);
    if (!(time > previous)) return false;
    previous = time;
  }
  return true;
}

/**
 * One batch of a tracker's fixes in a range, after the cursor, as the text of four JSON number lists (time in
 * epoch seconds, lng, lat, speed or null). Postgres writes the numbers: Node only joins the texts, so 130,000
 * fixes cost a few string copies instead of 130,000 row objects, Dates and JSON.stringify calls. Float text is
 * the shortest exact form (extra_float_digits 1), so each value reads back as the stored double.
 */
export async function findPathColumnsBatch(
  database: Database,
  deviceId: number,
  range: HistoryRange,
  after: FixTimeCursor,
  limit: number,
): Promise<PathColumnsBatch> {
  const params = [deviceId, range.from.toISOString(), range.to.toISOString(), after, limit];
  let [row] = await database.query<PathColumnsBatch>(columnsSql(false), params);
  if (row?.count && !isAscending(row.time))
    [row] = await database.query<PathColumnsBatch>(columnsSql(true), params);
  if (!row?.count) return { time: '', lng: '', lat: '', speed: '', count: 0, last: after };
  return row;
}
