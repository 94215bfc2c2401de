import type { Db } from '../db/database.ts';
import {
  findOpenVisits,
  writeTransitions,
  type GeofenceTransition,
} from '../modules/geofences/geofence-visits.repository.ts';
import type { EventBus } from '../realtime/event-bus.ts';
import { WorkerLoop } from '../jobs/worker-loop.ts';
import type { LocalPositions, PositionBus } from '../realtime/position-bus.ts';
import type { IngestLog } from './position-pipeline.ts';

/** The event sentences (spec 1 §3 Tracker event: description). */
/**
 * Fixes are gathered this long before they are checked and their transitions written: one statement a few
 * times a second instead of one per ingest batch. On PGlite every statement runs in the server's own thread,
 * and a statement per batch (hundreds a second) cost a large share of ingest (bench ingest-geofences).
 */
export const GATHER_MS = 200;

export const describeGeofenceTransition = (kind: 'enter' | 'exit', name: string) =>
  kind === 'enter' ? `Entered geofence ${name}` : `Left geofence ${name}`;

/**
 * Turns judged fixes into geofence entries and exits (docs/decisions/0036). Listens to the bus's local side:
 * only fixes this instance stored that moved their tracker forward reach it (late and out-of-order fixes never
 * do, decision 0008), in fix-time order per tracker, so a tracker's state only ever moves forward.
 *
 * Per tracker it keeps the set of geofences it is inside, read once from its open visits (one query for the new
 * trackers of a batch), so a restart neither repeats nor misses a transition. A fix changes the set only where
 * it is clear: inside a geofence by more than its margin enters it; a geofence the tracker was in is left only
 * when the fix is clearly outside it; a fix on an edge changes nothing there. Off the ingest path like the
 * tracker event detector: transitions are written in one statement per batch, with their events, and nothing is
 * written for the usual batch in which no tracker crossed an edge.
 */
export class GeofenceDetector {
  private readonly insideOf = new Map<number, Set<number>>();
  private readonly gathering: WorkerLoop<LocalPositions>;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    bus: PositionBus,
    private readonly log: IngestLog,
    private readonly live?: Pick<EventBus, 'stored'>,
    /** Told which visits a round changed: the dwell alert job judges their geofences' counts (decision 0065). */
    private readonly visitsChanged?: (changes: { geofenceId: number; deviceId: number }[]) => void,
  ) {
    this.gathering = new WorkerLoop<LocalPositions>({
      gatherMs: GATHER_MS,
      pass: (batches) => this.check(batches),
      failed: (err, batches, again) => {
        if (again) return;
        // states of the batch's trackers may be ahead of what was written: read them again next time
        for (const { fixes } of batches) for (const f of fixes) this.insideOf.delete(f.deviceId);
        this.log.error({ err }, 'geofence detection failed');
      },
    });
    this.unsubscribe = bus.onLocal((batch) => this.enqueue(batch));
  }

  /** Resolves once every queued fix has been checked and its transitions written (tests, shutdown). */
  idle(): Promise<void> {
    return this.gathering.idle();
  }

  async close(): Promise<void> {
    this.unsubscribe();
    await this.gathering.stop();
  }

  /** Forgets every tracker's state, as a restart does: it is read again from the open visits (tests). */
  forget(): void {
    this.insideOf.clear();
  }

  private enqueue(batch: LocalPositions[]) {
    // most fixes of most accounts were judged against no geofence near them and a tracker inside none: skip early
    if (!batch.some((b) => b.fixes.some((f) => f.geofences))) return;
    this.gathering.add(batch);
  }

  private async check(batches: LocalPositions[]) {
    const unknown = new Set<number>();
    for (const { fixes } of batches)
      for (const f of fixes) if (f.geofences && !this.insideOf.has(f.deviceId)) unknown.add(f.deviceId);
    // read before any state changes, so a failed read leaves the batch to be checked again as it was
    const open = await findOpenVisits(this.db, [...unknown]);
    for (const [deviceId, ids] of open) this.insideOf.set(deviceId, new Set(ids));

    // rounds: one (tracker, geofence) pair at most once per statement, in order (in, out, in again...)
    const rounds: GeofenceTransition[][] = [];
    const seen = new Map<string, number>();
    const add = (t: GeofenceTransition) => {
      const key = `${t.deviceId}:${t.geofenceId}`;
      const round = seen.get(key) ?? 0;
      seen.set(key, round + 1);
      (rounds[round] ??= []).push(t);
    };
    for (const { accountId, fixes } of batches) {
      for (const fix of fixes) {
        const judged = fix.geofences;
        if (!judged) continue;
        const inside = this.insideOf.get(fix.deviceId)!;
        const base = { accountId, deviceId: fix.deviceId, positionId: fix.positionId, at: fix.fixTime };
        // a fix is usually in a handful of geofences; where they pile up, a set keeps this linear
        const kept = inside.size > 8 ? new Set([...judged.inside, ...judged.edge]) : null;
        for (const id of inside) {
          if (kept ? kept.has(id) : judged.inside.includes(id) || judged.edge.includes(id)) continue;
          inside.delete(id);
          // a deleted geofence took its visits with it: nothing to close, no event
          const name = judged.index.nameOf(id);
          if (name !== undefined)
            add({
              ...base,
              kind: 'exit',
              geofenceId: id,
              geofenceName: name,
              description: describeGeofenceTransition('exit', name),
            });
        }
        for (const id of judged.inside) {
          if (inside.has(id)) continue;
          inside.add(id);
          const name = judged.index.nameOf(id)!;
          add({
            ...base,
            kind: 'enter',
            geofenceId: id,
            geofenceName: name,
            description: describeGeofenceTransition('enter', name),
          });
        }
      }
    }
    for (const round of rounds) await this.writeWhenReachable(round);
  }

  /** Writes a round of transitions, waiting out a database outage (the states have moved on already). */
  private async writeWhenReachable(round: GeofenceTransition[]) {
    const written = await this.gathering.retryWhileAway(() => writeTransitions(this.db, round));
    this.live?.stored(written);
    // a round with no event changed no visit; otherwise its pairs (a few may not have changed) are judged again
    if (written.length)
      this.visitsChanged?.(round.map((t) => ({ geofenceId: t.geofenceId, deviceId: t.deviceId })));
  }
}
