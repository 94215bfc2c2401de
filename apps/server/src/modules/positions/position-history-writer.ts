import type { Db } from '../../db/database.ts';
import { loadCurrentStates, upsertCurrentIfNewer } from './current-positions.repository.ts';
import { replayMovement, type StoredPosition } from './movement-replay.ts';
import { newPosition, type TrackerReport } from './new-position.ts';
import { insertPositions } from './positions-write.repository.ts';

/** Rows per insert statement: 20 array parameters of this length stay well within a statement's comfort. */
export const HISTORY_CHUNK_ROWS = 5000;

export interface HistoryOptions {
  /** OVERSPEED_KMH; the server's default when omitted. */
  overspeedKmh?: number;
  /** Address for a point, e.g. `(lat, lon) => services.addresses.addressNow(lat, lon) ?? null`; none when omitted. */
  addressOf?: (latitude: number, longitude: number) => string | null;
  /** server_time of the rows; the fix time when omitted (as if each report arrived when it was made). */
  receivedAt?: Date;
}

export interface HistoryResult {
  /** Positions written (repeats of stored fixes are skipped). */
  stored: number;
}

/**
 * Writes a tracker's past reports in bulk (demo history, simulator back-fill, imports): big multi-row inserts in
 * one transaction, then the current position and movement state worked out over every new fix newer than the
 * tracker's current one. Flags are derived as for live reports. Nothing is published: this is history, not live
 * data. A running ingest pipeline notices the changed current position on the tracker's next report.
 */
export async function storeHistory(
  db: Db,
  deviceId: number,
  reports: readonly TrackerReport[],
  options: HistoryOptions = {},
): Promise<HistoryResult> {
  const rows = [...reports]
    .sort((a, b) => a.fixTime.getTime() - b.fixTime.getTime())
    .map((report) =>
      newPosition(deviceId, report, {
        receivedAt: options.receivedAt ?? report.fixTime,
        overspeedKmh: options.overspeedKmh ?? 120,
        address: options.addressOf?.(report.latitude, report.longitude) ?? null,
      }),
    );
  if (!rows.length) return { stored: 0 };
  return db.transaction(async (tx) => {
    const stored: StoredPosition[] = [];
    for (let start = 0; start < rows.length; start += HISTORY_CHUNK_ROWS) {
      const chunk = rows.slice(start, start + HISTORY_CHUNK_ROWS);
      const ids = new Map((await insertPositions(tx, chunk)).map((r) => [r.fixTimeMs, r.id]));
      for (const position of chunk) {
        const id = ids.get(position.fixTime.getTime());
        if (id === undefined) continue;
        stored.push({ position, positionId: id });
        ids.delete(position.fixTime.getTime());
      }
    }
    const locked = await loadCurrentStates(tx, [deviceId], { lock: true });
    const { current } = replayMovement(locked.get(deviceId), stored);
    if (current) await upsertCurrentIfNewer(tx, [current]);
    return { stored: stored.length };
  });
}
