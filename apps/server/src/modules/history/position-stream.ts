import type { Database } from '../../db/database.ts';
import type { positions } from '../../db/schema/index.ts';
import { findPositionBatch, type FixTimeCursor, type HistoryRange } from './history.repository.ts';

export type PositionRow = typeof positions.$inferSelect;

/** Rows read per query: big enough that 90 days (130,000 fixes) take 26 round trips, small enough to hold. */
export const HISTORY_BATCH_ROWS = 5_000;

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
  let after: FixTimeCursor = null;
  for (;;) {
    const batch = await findPositionBatch(database, deviceId, range, after, batchRows);
    yield* batch.positions;
    if (batch.positions.length < batchRows) return;
    after = batch.last;
  }
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
