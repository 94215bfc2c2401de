import type { Database } from '../../db/database.ts';
import {
  RANGE_BATCH_CURSOR,
  rangeBatch,
  rangeBatchParams,
  type FixTimeCursor,
  type HistoryRange,
} from './history.repository.ts';

/** One batch of a range's fixes as JSON number lists without brackets ('1.5,2'), one per drawn column. */
export interface PathColumnsBatch {
  time: string;
  lng: string;
  lat: string;
  speed: string;
  count: number;
  last: FixTimeCursor;
}

// `ordered` asks for the in-aggregate sort should the batch's own order ever not hold (isAscending checks it)
const columnsSql = (ordered: boolean) => {
  const by = ordered ? ' order by fix_time' : '';
  return `select string_agg(date_part('epoch', fix_time)::text, ','${by}) as time,
            string_agg(longitude::text, ','${by}) as lng, string_agg(latitude::text, ','${by}) as lat,
            string_agg(coalesce(speed::text, 'null'), ','${by}) as speed, count(*)::int as count,
            ${RANGE_BATCH_CURSOR} as last
     from ${rangeBatch('fix_time, longitude, latitude, speed')}`;
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
  const params = rangeBatchParams(deviceId, range, after, limit);
  let [row] = await database.query<PathColumnsBatch>(columnsSql(false), params);
  if (row?.count && !isAscending(row.time))
    [row] = await database.query<PathColumnsBatch>(columnsSql(true), params);
  if (!row?.count) return { time: '', lng: '', lat: '', speed: '', count: 0, last: after };
  return row;
}
