import type { Db } from '../../db/database.ts';
import { WorkerLoop } from '../../jobs/worker-loop.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import {
  forgetUnlimited,
  judgeAssetCounts,
  ownerOfCrossing,
  type AssetCountChange,
} from './asset-counts.repository.ts';
import { describeAssetCount } from './dwell-alert-texts.ts';
import { insertDwellEvents, raiseOverstays } from './overstays.repository.ts';

/** How often every instance looks for overstays and count changes the detector did not announce. */
export const DWELL_POLL_MS = 60_000;
/** Visit changes are gathered this long, so a burst of entries is one count. */
const GATHER_MS = 500;
/** Overstays raised per transaction; a full batch is followed by the next at once. */
const OVERSTAY_BATCH = 500;

/** A visit the geofence detector has just opened or closed: its geofence's count may have crossed a limit. */
export interface VisitChange {
  geofenceId: number;
  deviceId: number;
}

export interface DwellAlertsLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface DwellAlertsOptions {
  /** The full sweep's interval (overstays, moved and deleted trackers, other instances' visits). */
  pollMs?: number;
}

/**
 * The dwell alert job (docs/decisions/0065) on every instance, on the shared worker loop: a full sweep every
 * `pollMs` raises dwell_exceeded for visits past their allowance (time alone crosses it: a pallet sitting still
 * sends nothing) and judges every limited geofence's count (trackers moved or deleted, limits edited); visit
 * changes the geofence detector announces are judged within a second, for their geofences only. What keeps an
 * event to one instance is in the statements (SKIP LOCKED claims of visits, the conditional upsert of the count
 * state); the events are written undispatched, so alerts and rules get them through the event dispatcher.
 */
export class DwellAlerts {
  private readonly loop: WorkerLoop<VisitChange>;
  private readonly pollMs: number;
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly log: DwellAlertsLog,
    private readonly live: Pick<EventBus, 'stored'>,
    opts: DwellAlertsOptions = {},
  ) {
    this.pollMs = opts.pollMs ?? DWELL_POLL_MS;
    this.loop = new WorkerLoop<VisitChange>({
      gatherMs: GATHER_MS,
      pollMs: this.pollMs,
      startStopped: true,
      pass: (changes) => this.pass(changes),
      failed: (err, _changes, again) => {
        if (again) this.log.warn({ err }, 'dwell alerts: could not reach the database; will retry');
        // the next sweep judges every count again: nothing a failed pass was given stays unjudged
        else this.log.error({ err }, 'dwell alerts: pass failed; the next sweep tries again');
      },
    });
  }

  /** Starts the sweeps (every instance runs them). Resolves after the first. */
  start(): Promise<void> {
    return this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** The geofence detector wrote these entries and exits: their geofences' counts are judged soon. */
  visitsChanged(changes: readonly VisitChange[]): void {
    // after stop the database may be closing; the next sweep on any instance judges these counts
    if (!this.loop.stopping) this.loop.add(changes);
  }

  /** Resolves when nothing is queued or running. */
  idle(): Promise<void> {
    return this.loop.idle();
  }

  /** Tests: one full sweep now (even when not started), and whatever was queued; throws what failed. */
  async sweep(): Promise<void> {
    this.lastSweep = 0;
    await this.loop.drain();
  }

  private async pass(changes: VisitChange[]): Promise<boolean> {
    const full = !changes.length || Date.now() - this.lastSweep >= this.pollMs;
    if (full) this.lastSweep = Date.now();
    const ids: number[] = [];
    const more = await this.db.transaction(async (tx) => {
      ids.push(...(await this.raiseCountCrossings(tx, changes, full)));
      if (!full) return false;
      await forgetUnlimited(tx);
      const overstays = await raiseOverstays(tx, OVERSTAY_BATCH);
      ids.push(...overstays);
      return overstays.length === OVERSTAY_BATCH;
    });
    // the live push; its local announcement kicks the event dispatcher
    this.live.stored(ids);
    return more;
  }

  /** Judges the counts of the changed geofences, or of every limited geofence (`all`). */
  private async raiseCountCrossings(tx: Db, changes: VisitChange[], all: boolean): Promise<number[]> {
    // the last visit change handed in per geofence is the one that crossed
    const hints = new Map(changes.map((c) => [c.geofenceId, c.deviceId]));
    const judged = await judgeAssetCounts(tx, all ? null : [...hints.keys()]);
    const ids: number[] = [];
    for (const change of judged) {
      if (change.state === 'within') continue;
      const deviceId = await ownerOfCrossing(tx, change, hints.get(change.geofenceId));
      // nobody has ever been inside (limits set on an empty geofence): there is no tracker to tell it about
      if (deviceId === null) continue;
      const type = change.state === 'below' ? 'assets_below_min' : 'assets_above_max';
      ids.push(...(await insertDwellEvents(tx, type, [countEvent(change, deviceId)])));
    }
    return ids;
  }
}

function countEvent(change: AssetCountChange, deviceId: number) {
  const kind = change.state === 'below' ? 'below' : 'above';
  const limit = (kind === 'below' ? change.minAssets : change.maxAssets)!;
  return {
    account_id: change.accountId,
    device_id: deviceId,
    description: describeAssetCount(kind, change.geofenceName, change.inside, limit),
    attributes: {
      geofence_id: change.geofenceId,
      geofence_name: change.geofenceName,
      devices_count: change.inside,
      [kind === 'below' ? 'min_assets' : 'max_assets']: limit,
    },
  };
}
