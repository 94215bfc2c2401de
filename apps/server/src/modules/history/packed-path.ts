import type { Database } from '../../db/database.ts';
import type { FixTimeCursor, HistoryRange } from './history.repository.ts';
import { findPackedPathBatch } from './packed-path.repository.ts';
import { PATH_BATCH_ROWS } from './path-columns.ts';
import { keysetBatches } from './position-stream.ts';

/**
 * A tracker's range as packed path records (GET …/positions?format=packed), batch by batch: records need no
 * closing bracket or column order, so each batch is written as soon as it is read. The first bytes leave after
 * the first batch, and the server holds one batch (1.4 MB at PATH_BATCH_ROWS) rather than the whole range.
 */
export async function* packedPathChunks(
  database: Database,
  deviceId: number,
  range: HistoryRange,
  batchRows = PATH_BATCH_ROWS,
): AsyncGenerator<Buffer> {
  const read = (after: FixTimeCursor) => findPackedPathBatch(database, deviceId, range, after, batchRows);
  for await (const batch of keysetBatches(read, batchRows)) yield batch.records;
}
