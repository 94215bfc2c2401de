import type { Db } from '../../db/database.ts';
import { WorkerLoop } from '../../jobs/worker-loop.ts';
import type { LocalPositions, PositionBus } from '../../realtime/position-bus.ts';
import { confirmSwapByReport, failOverdue } from './sim-swap-outcomes.ts';
import { swapsInProgress } from './sim-swaps.repository.ts';

/** How often every instance fails overdue swaps and looks again at what its trackers last reported. */
export const SIM_SWAP_SWEEP_MS = 30_000;

export interface SimSwapWatchLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

interface Reported {
  deviceId: number;
  iccid: string;
  at: Date;
}

/**
 * The SIM swaps' life on one instance (docs/decisions/0070). Behind the ingest pipeline (the bus's local side,
 * never the trackers' acknowledgement): a tracker's report with an `iccid` extra reaches the database only when
 * that ICCID differs from the one this instance last saw from the tracker (a per-instance memo: only a shortcut,
 * the conditional confirmation in the database decides). A sweep every 30 s fails the swaps past their deadline
 * and confirms a swap whose tracker had already reported its new ICCID here before the swap was known (a swap
 * asked for on another instance, or tried again after a time-out).
 */
export class SimSwapWatch {
  private readonly lastSeen = new Map<number, string>();
  /**
   * The trackers with a swap in progress, as of the last sweep and the swaps asked for here since: a reported
   * ICCID goes to the database only for them, so a fleet whose firmware sends its ICCID with every report costs
   * ingest nothing. A swap asked for on another instance joins at the next sweep, which then confirms it from the
   * memo if its tracker already reported the new SIM here.
   */
  private inProgress = new Set<number>();
  private readonly reports: WorkerLoop<Reported>;
  private readonly sweeps: WorkerLoop;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    bus: PositionBus,
    private readonly log: SimSwapWatchLog,
    opts: { pollMs?: number } = {},
  ) {
    this.reports = new WorkerLoop<Reported>({
      pass: (items) => this.confirm(items),
      failed: (err, items, again) => {
        if (again) return this.log.warn({ err }, 'SIM swaps: could not reach the database; will retry');
        // looked at again with the tracker's next report
        for (const item of items) this.lastSeen.delete(item.deviceId);
        this.log.error({ err }, 'SIM swaps: confirming a reported ICCID failed');
      },
    });
    this.sweeps = new WorkerLoop({
      pollMs: opts.pollMs ?? SIM_SWAP_SWEEP_MS,
      startStopped: true,
      pass: async () => void (await this.sweep(new Date())),
      failed: (err, _items, again) => {
        if (again) this.log.warn({ err }, 'SIM swaps: could not reach the database; will retry');
        // nothing is lost: an overdue swap is still overdue at the next sweep
        else this.log.error({ err }, 'SIM swaps: sweep failed; the next one tries again');
      },
    });
    this.unsubscribe = bus.onLocal((batch) => this.heard(batch));
  }

  /** Starts the sweeps (every instance runs them). */
  start(): Promise<void> {
    return this.sweeps.start();
  }

  async stop(): Promise<void> {
    this.unsubscribe();
    await this.sweeps.stop();
    await this.reports.stop();
  }

  /** Resolves once every report heard so far has been looked at (tests). */
  idle(): Promise<void> {
    return this.reports.idle();
  }

  /**
   * One sweep at `now` (tests drive it with a fake clock): fails the overdue swaps, then confirms those whose
   * tracker last reported their new ICCID here. Answers how many failed.
   */
  async sweep(now: Date): Promise<number> {
    const failed = await failOverdue(this.db, now);
    const swaps = await swapsInProgress(this.db);
    this.inProgress = new Set(swaps.map((s) => s.deviceId));
    const waiting = swaps.filter((s) => this.lastSeen.get(s.deviceId) === s.iccid);
    if (waiting.length) await this.confirm(waiting.map((s) => ({ ...s, at: now })));
    return failed;
  }

  /** A swap was asked for on this instance: confirmed at once if its tracker already reports the new SIM here. */
  swapRequested(deviceId: number, iccid: string): void {
    this.inProgress.add(deviceId);
    if (this.lastSeen.get(deviceId) === iccid) this.reports.add([{ deviceId, iccid, at: new Date() }]);
  }

  private heard(batch: LocalPositions[]) {
    const fresh: Reported[] = [];
    for (const { fixes } of batch)
      for (const fix of fixes) {
        if (fix.iccid === undefined || this.lastSeen.get(fix.deviceId) === fix.iccid) continue;
        this.lastSeen.set(fix.deviceId, fix.iccid);
        if (this.inProgress.has(fix.deviceId))
          fresh.push({ deviceId: fix.deviceId, iccid: fix.iccid, at: new Date() });
      }
    if (fresh.length) this.reports.add(fresh);
  }

  private async confirm(items: Reported[]) {
    for (const { deviceId, iccid, at } of items) await confirmSwapByReport(this.db, deviceId, iccid, at);
  }
}
