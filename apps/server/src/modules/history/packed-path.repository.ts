import { PACKED_PATH_RECORD_BYTES, readPostgresTime } from '@lodestar/contracts';
import type { Database } from '../../db/database.ts';
import {
  RANGE_BATCH_CURSOR,
  rangeBatch,
  rangeBatchParams,
  type FixTimeCursor,
  type HistoryRange,
} from './history.repository.ts';

/** One batch of a range's fixes as packed path records (contracts decodePackedPath reads them). */
export interface PackedPathBatch {
  records: Buffer;
  count: number;
  last: FixTimeCursor;
}

// Each fix packed by the types' binary send functions, so nothing is formatted as text (formatting doubles was
// most of the cost of the JSON path columns), and the batch handed over as one base64 text: both drivers decode
// base64 natively, while PGlite's bytea parser walks hex text character by character (see stop-points.repository).
// `ordered` asks for the in-aggregate sort should the batch's own order ever not hold (isAscending checks it).
const packedSql = (ordered: boolean) => `
  select encode(string_agg(timestamptz_send(fix_time) || float8send(longitude) || float8send(latitude)
                           || float4send(coalesce(speed, 'NaN')), ''::bytea${ordered ? ' order by fix_time' : ''}),
                'base64') as packed,
         count(*)::int as count, ${RANGE_BATCH_CURSOR} as last
  from ${rangeBatch('fix_time, longitude, latitude, speed')}`;

/** Whether the records' fix times (their leading int64) rise strictly, as fix times per tracker are unique. */
function isAscending(records: Buffer): boolean {
  const view = new DataView(records.buffer, records.byteOffset, records.byteLength);
  let previous = -Infinity;
  for (let at = 0; at < records.byteLength; at += PACKED_PATH_RECORD_BYTES) {
    const micros = readPostgresTime(view, at);
    if (!(micros > previous)) return false;
    previous = micros;
  }
  return true;
}

interface PackedRow {
  packed: string | null;
  count: number;
  last: string | null;
}

/**
 * One batch of a tracker's fixes in a range, after the cursor, at most `limit`, in fix-time order, as packed
 * records (PACKED_PATH_RECORD_BYTES each): what the history map draws, as the database stores it.
 */
export async function findPackedPathBatch(
  database: Database,
  deviceId: number,
  range: HistoryRange,
  after: FixTimeCursor,
  limit: number,
): Promise<PackedPathBatch> {
  const params = rangeBatchParams(deviceId, range, after, limit);
  const [row] = await database.query<PackedRow>(packedSql(false), params);
  if (!row?.count || !row.packed) return { records: Buffer.alloc(0), count: 0, last: after };
  let records = Buffer.from(row.packed, 'base64');
  if (!isAscending(records)) {
    const [again] = await database.query<PackedRow>(packedSql(true), params);
    records = Buffer.from(again?.packed ?? '', 'base64');
  }
  return { records, count: row.count, last: row.last };
}
