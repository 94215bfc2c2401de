import type { Database } from '../../db/database.ts';
import type { positions } from '../../db/schema/index.ts';
import { findPositionBatch, type FixTimeCursor, type HistoryRange } from './history.repository.ts';

export type PositionRow = typeof positions.$inferSelect;

/** Rows read per query: big enough that 90 days (130,000 fixes) take 26 round trips, small enough to hold. */
export const HISTORY_BATCH_ROWS = 5_000;

/**
 * A range read batch by batch from its keyset cursor (history.repository rangeBatch), as the consumer asks for
 * more, until a batch comes back short: the non-empty batches, in fix-time order.
 */
export async function* keysetBatches<B extends { count: number; last: FixTimeCursor }>(
  read: (after: FixTimeCursor) => Promise<B>,
  batchRows: number,
): AsyncGenerator<B> {
  let after: FixTimeCursor = null;
  for (;;) {
    const batch = await read(after);
    if (batch.count) yield batch;
    if (batch.count < batchRows) return;
    after = batch.last;
  }
}

/**
 * A tracker's stored positions in a range, in fix-time order, read batch by batch as the consumer asks for more,
 * so a download of any length holds at most one batch in memory.
 */
export async function* storedPositions(
  database: Database,
  deviceId: number,
  range: HistoryRange,
  batchRows = HISTORY_BATCH_ROWS,
): AsyncGenerator<PositionRow> {
  const read = (after: FixTimeCursor) => findPositionBatch(database, deviceId, range, after, batchRows);
  for await (const batch of keysetBatches(read, batchRows)) yield* batch.positions;
}

/**
 * A JSON array written piece by piece: each item is serialised as it is read, so a long history is sent without
 * building one huge string or array first.
 */
export async function* jsonArrayChunks<T>(
  items: AsyncIterable<T>,
  toJson: (item: T) => string,
): AsyncGenerator<string> {
  let chunk = '[';
  let first = true;
  for await (const item of items) {
    chunk += (first ? '' : ',') + toJson(item);
    first = false;
    // a few hundred kilobytes per write: far fewer socket writes than one per position
    if (chunk.length > 256_000) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}]`;
}

/** `{"data":[...]}` of items, written as they are read (see jsonArrayChunks). */
export async function* jsonListChunks<T>(
  items: AsyncIterable<T>,
  toJson: (item: T) => string,
): AsyncGenerator<string> {
  yield '{"data":';
  yield* jsonArrayChunks(items, toJson);
  yield '}';
}
