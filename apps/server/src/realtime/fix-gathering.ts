import { isDatabaseUnavailable } from '../db/database-errors.ts';
import type { LocalPositions } from './position-bus.ts';

export interface GatheredFixesHandler {
  /** Handles the fixes gathered since the last pass. A database outage thrown here hands them back again. */
  handle(batches: LocalPositions[]): Promise<void>;
  /**
   * A pass failed. `again` says whether its fixes will be handled again (the database was away and the gathering
   * is not closing); otherwise they are dropped and this is where the failure is logged.
   */
  failed(err: unknown, batches: LocalPositions[], again: boolean): void;
}

/**
 * The queue in front of a per-fix detector that works off the ingest path (geofences, shipments, rules): the bus
 * hands it the batches this instance stored, it waits `gatherMs` for more, then hands them all to one pass, so
 * the detector writes a few statements a second instead of one per ingest batch (on PGlite every statement runs in
 * the server's own thread). While the database is away, passes are retried with growing waits, at most 5 s.
 */
export class FixGathering {
  private queue: LocalPositions[] = [];
  private running: Promise<void> | null = null;
  private hurry: (() => void) | null = null;
  private closingNow = false;

  constructor(
    private readonly gatherMs: number,
    private readonly handler: GatheredFixesHandler,
  ) {}

  /** Whether `close` was called: work that waits out an outage should stop waiting. */
  get closing(): boolean {
    return this.closingNow;
  }

  /** Queues batches for the next pass. */
  add(batches: LocalPositions[]): void {
    if (!batches.length) return;
    this.queue.push(...batches);
    this.running ??= this.drain();
  }

  /** Resolves once every queued fix has been handled; ends the current wait early (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) {
      this.hurry?.();
      await this.running;
    }
  }

  /** Handles what is queued without waiting, and stops waiting out outages (shutdown). */
  async close(): Promise<void> {
    this.closingNow = true;
    await this.idle();
  }

  private async drain() {
    try {
      let outage = 0;
      while (this.queue.length) {
        if (!this.closingNow) await this.gather();
        const next = this.queue;
        this.queue = [];
        try {
          await this.handler.handle(next);
          outage = 0;
        } catch (err) {
          const again = isDatabaseUnavailable(err) && !this.closingNow;
          this.handler.failed(err, next, again);
          if (!again) continue;
          this.queue = [...next, ...this.queue];
          await outageDelay(outage++);
        }
      }
    } finally {
      this.running = null;
    }
  }

  /** Waits `gatherMs` for more fixes, or less when someone waits for the gathering to be idle. */
  private gather(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.hurry = null;
        resolve();
      };
      const timer = setTimeout(done, this.gatherMs);
      this.hurry = done;
    });
  }
}

/** Growing waits while the database is away, at most 5 s, so work follows within seconds of its return. */
export const outageDelay = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 250 * 2 ** attempt)));
