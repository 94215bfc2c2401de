import type { Db } from '../../db/database.ts';
import {
  loadCurrentStates,
  upsertCurrentIfNewer,
  type CurrentPositionWrite,
  type CurrentState,
} from './current-positions.repository.ts';
import {
  replayMovement,
  type AdvancedPosition,
  type Replay,
  type StoredPosition,
} from './movement-replay.ts';
import type { NewPosition } from './new-position.ts';
import { insertBatchAndAdvance } from './position-batch.repository.ts';

/** What became of one report: written now, already stored earlier (a repeat), or its tracker is gone. */
export type StoreOutcome = 'stored' | 'duplicate' | 'unknown-tracker';

export interface StoredBatch {
  /** One per input row, in input order. */
  outcomes: StoreOutcome[];
  /** Positions that moved their tracker forward, oldest first per tracker: what goes live. */
  advanced: AdvancedPosition[];
  /** Each touched tracker's state after the write, for the caller's memory. */
  states: Map<number, CurrentState>;
}

const keyOf = (deviceId: number, fixTimeMs: number) => `${deviceId}:${fixTimeMs}`;

function groupByDevice(items: StoredPosition[]): Map<number, StoredPosition[]> {
  const groups = new Map<number, StoredPosition[]>();
  for (const item of items) {
    const list = groups.get(item.position.deviceId);
    if (list) list.push(item);
    else groups.set(item.position.deviceId, [item]);
  }
  return groups;
}

const stateAfter = (replay: Replay, before: CurrentState | undefined) =>
  replay.current ? { fixTime: replay.current.position.fixTime, movement: replay.current.movement } : before;

/**
 * Stores a batch of positions. `known` is the caller's remembered state per tracker (undefined: no current
 * position). The movement state is worked out from it before writing, so the usual batch is one statement; where
 * the database disagrees (another instance or the history writer got there first, or the newest fix was a
 * repeat) those trackers' rows are locked, re-read and worked out again, so memory never overrides the database.
 */
export async function storePositionBatch(
  db: Db,
  rows: readonly NewPosition[],
  known: ReadonlyMap<number, CurrentState | undefined>,
): Promise<StoredBatch> {
  // a report repeated within the batch is written once; the copies are repeats of it
  const unique = new Map<string, NewPosition>();
  for (const row of rows) {
    const key = keyOf(row.deviceId, row.fixTime.getTime());
    if (!unique.has(key)) unique.set(key, row);
  }
  const candidates = [...unique.values()];
  const groups = groupByDevice(candidates.map((position) => ({ position, positionId: 0 })));
  const replays = new Map([...groups].map(([id, list]) => [id, replayMovement(known.get(id), list)]));
  const currents = [...replays.values()].flatMap((r) => (r.current ? [r.current] : []));
  // trackers deleted while their reports were on their way come back in `missing`, their rows unwritten
  const written = await insertBatchAndAdvance(db, candidates, currents);
  const gone = written.missing;
  for (const id of gone) replays.delete(id);

  const ids = new Map(written.inserted.map((r) => [keyOf(r.deviceId, r.fixTimeMs), r.id]));
  const outcomes = rows.map((row): StoreOutcome => {
    if (gone.has(row.deviceId)) return 'unknown-tracker';
    const key = keyOf(row.deviceId, row.fixTime.getTime());
    return row === unique.get(key) && ids.has(key) ? 'stored' : 'duplicate';
  });

  const stored = candidates.flatMap((position): StoredPosition[] => {
    const id = ids.get(keyOf(position.deviceId, position.fixTime.getTime()));
    return id === undefined ? [] : [{ position, positionId: id }];
  });
  const byDevice = groupByDevice(stored);
  const states = new Map<number, CurrentState>();
  const advanced: AdvancedPosition[] = [];
  const stale: number[] = [];
  for (const [deviceId, replay] of replays) {
    if (replay.current && !written.advanced.has(deviceId)) {
      stale.push(deviceId);
      continue;
    }
    const after = stateAfter(replay, known.get(deviceId));
    if (after) states.set(deviceId, after);
    for (const item of replay.advanced) {
      const positionId = ids.get(keyOf(deviceId, item.position.fixTime.getTime()));
      if (positionId !== undefined) advanced.push({ ...item, positionId });
    }
  }
  if (stale.length) await reconcile(db, stale, byDevice, states, advanced);
  return { outcomes, advanced, states };
}

/** The careful path: lock the trackers' current rows, work their state out from the database, write it. */
async function reconcile(
  db: Db,
  deviceIds: number[],
  stored: Map<number, StoredPosition[]>,
  states: Map<number, CurrentState>,
  advanced: AdvancedPosition[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await loadCurrentStates(tx, deviceIds, { lock: true });
    const writes: CurrentPositionWrite[] = [];
    for (const id of deviceIds) {
      const replay = replayMovement(locked.get(id), stored.get(id) ?? []);
      if (replay.current) writes.push(replay.current);
      advanced.push(...replay.advanced);
      const after = stateAfter(replay, locked.get(id));
      if (after) states.set(id, after);
    }
    await upsertCurrentIfNewer(tx, writes);
  });
}
