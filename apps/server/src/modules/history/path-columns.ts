import type { Database } from '../../db/database.ts';
import type { FixTimeCursor, HistoryRange } from './history.repository.ts';
import { findPathColumnsBatch } from './path-columns.repository.ts';
import { keysetBatches } from './position-stream.ts';

/**
 * Fixes per query for the path columns: 90 days of one-minute history (130,000 fixes) in three round trips, while
 * each query's aggregate stays a few megabytes.
 */
export const PATH_BATCH_ROWS = 50_000;

const COLUMNS = ['time', 'lng', 'lat', 'speed'] as const;

/**
 * `{"data":{"time":[…],"lng":[…],"lat":[…],"speed":[…]}}` (contracts HistoryPath) for a tracker's range. A column
 * cannot be written before the whole range is read, so the batches' texts are held (about 45 bytes a fix, the
 * size of the answer itself) and written one column after another without joining them into one string.
 */
export async function* pathColumnsChunks(
  database: Database,
  deviceId: number,
  range: HistoryRange,
  batchRows = PATH_BATCH_ROWS,
): AsyncGenerator<string> {
  const texts: Record<(typeof COLUMNS)[number], string[]> = { time: [], lng: [], lat: [], speed: [] };
  const read = (after: FixTimeCursor) => findPathColumnsBatch(database, deviceId, range, after, batchRows);
  for await (const batch of keysetBatches(read, batchRows))
    for (const column of COLUMNS) texts[column].push(batch[column]);
  yield '{"data":{';
  for (const [i, column] of COLUMNS.entries()) {
    yield `${i ? ',' : ''}"${column}":[`;
    for (const [j, text] of texts[column].entries()) yield j ? `,${text}` : text;
    yield ']';
  }
  yield '}}';
}
