import { Readable } from 'node:stream';
import type { Position } from '@lodestar/contracts';
import type { Database } from '../../db/database.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import { findCurrentPositions } from '../devices/current-positions.repository.ts';
import { toPositionDto } from '../positions/position-dto.ts';
import { visibleTrackers } from './history-tracker.ts';
import type { HistoryRange } from './history.repository.ts';
import { jsonArrayChunks, storedPositions } from './position-stream.ts';

/**
 * POST /accounts/{id}/positions: `{ data: [{ id, name, path, current_position }] }` for the trackers the caller
 * may see, in the order asked. Written tracker by tracker as positions are read, so many trackers over a long
 * range never sit in memory at once.
 */
export async function devicePathsStream(
  database: Database,
  access: AccountAccess,
  deviceIds: number[],
  range: HistoryRange,
): Promise<Readable> {
  const db = database.db;
  const trackers = await visibleTrackers(db, access, deviceIds);
  const ids = trackers.map((t) => t.id);
  const currents = new Map<number, Position>(
    (await findCurrentPositions(db, access.accountId, ids)).map((c) => [
      c.position.deviceId,
      toPositionDto(c.position),
    ]),
  );
  async function* chunks() {
    yield '{"data":[';
    for (const [i, t] of trackers.entries()) {
      const current = JSON.stringify(currents.get(t.id) ?? null);
      yield `${i ? ',' : ''}{"id":${t.id},"name":${JSON.stringify(t.name)},"current_position":${current},"path":`;
      yield* jsonArrayChunks(storedPositions(database, t.id, range), (p) => JSON.stringify(toPositionDto(p)));
      yield '}';
    }
    yield ']}';
  }
  return Readable.from(chunks());
}
