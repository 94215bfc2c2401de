import type { Db } from '../db/database.ts';
import { loadCurrentStates, type CurrentState } from '../modules/positions/current-positions.repository.ts';

/**
 * Each tracker's current fix time and movement state, read from current_positions the first time the tracker
 * reports and kept up to date by the pipeline afterwards, so a batch reads nothing for trackers already seen.
 * The batch store checks it against the database, so a stale entry costs a re-read, never a wrong write.
 */
export class CurrentStateMemory {
  // null: the tracker is known to have no current position yet
  private readonly states = new Map<number, CurrentState | null>();

  constructor(private readonly db: Db) {}

  /** The remembered state of each tracker, loading the ones not seen yet in one query. */
  async statesFor(deviceIds: readonly number[]): Promise<Map<number, CurrentState | undefined>> {
    const missing = deviceIds.filter((id) => !this.states.has(id));
    if (missing.length) {
      const loaded = await loadCurrentStates(this.db, missing);
      for (const id of missing) this.states.set(id, loaded.get(id) ?? null);
    }
    return new Map(deviceIds.map((id) => [id, this.states.get(id) ?? undefined]));
  }

  remember(states: ReadonlyMap<number, CurrentState>): void {
    for (const [id, state] of states) this.states.set(id, state);
  }

  /** After a failed write nothing is known for sure: these trackers are read again next time. */
  forget(deviceIds: readonly number[]): void {
    for (const id of deviceIds) this.states.delete(id);
  }
}
