import { isDatabaseUnavailable } from '../db/database-errors.ts';

/** What a worker does in one pass, and where its failures go (docs/decisions/0053). */
export interface WorkerLoopOptions<T> {
  /**
   * After the first kick (or item), wait this long for more before the pass, so a burst becomes one pass; 0 runs
   * at once. `idle()` and `stop()` cut the wait short.
   */
  gatherMs?: number;
  /** While started, a pass this often even without a kick: work of other instances, retries coming due. */
  pollMs?: number;
  /** Kicks are ignored until `start()` (a worker that must not run before the app is ready). */
  startStopped?: boolean;
  /**
   * One pass over the items handed in since the last one (none for a loop that is only kicked). Answers true when
   * there may be more at once (its batch found work): another pass follows without waiting. Throwing a
   * database outage (`isDatabaseUnavailable`) runs it again, with the same items, after a growing wait.
   */
  pass(items: T[]): Promise<boolean | void>;
  /**
   * A pass failed. `again`: the database was away and the loop is not stopping, so the pass runs again after a
   * growing wait. Otherwise its items are dropped, and this is where the failure is logged.
   */
  failed(err: unknown, items: T[], again: boolean): void;
}

/** Growing waits while the database is away (250 ms doubling, at most 5 s): work follows soon after its return. */
export const outageWaitMs = (attempt: number) => Math.min(5_000, 250 * 2 ** attempt);

/**
 * The loop every background worker of an instance runs on: the geofence, shipment and rule detectors, the tracker
 * event detector, the event dispatcher and the outbox. Kicks (and items) ask for a pass soon; passes run one at a
 * time, and a kick during a pass runs another after it; a database outage is waited out with growing waits;
 * any other failure is handed to `failed` and the pass dropped. What makes work safe across instances (SKIP
 * LOCKED claims, pg-boss, conditional writes) stays in the passes: this loop is per instance.
 */
export class WorkerLoop<T = never> {
  private queue: T[] = [];
  private kicked = false;
  private running: Promise<void> | null = null;
  private stopped: boolean;
  private timer: NodeJS.Timeout | null = null;
  private endGather: (() => void) | null = null;
  private endOutageWait: (() => void) | null = null;
  /** Who waits for the next pass to end (`start()`). */
  private waitingForPass: (() => void)[] = [];

  constructor(private readonly opts: WorkerLoopOptions<T>) {
    this.stopped = opts.startStopped ?? false;
  }

  /** While stopped (after `stop()`, or before `start()` when built so): passes should end early, nothing waits. */
  get stopping(): boolean {
    return this.stopped;
  }

  /** Asks for a pass soon (this instance has just stored work). Ignored while stopped; never throws. */
  kick(): void {
    if (this.stopped) return;
    this.kicked = true;
    this.running ??= this.run();
  }

  /**
   * Queues items for the next pass. Unlike a kick, items handed in after `stop()` are still passed (at once, with
   * no retry): what the loop was given is never left unlooked-at.
   */
  add(items: readonly T[]): void {
    if (!items.length) return;
    this.queue.push(...items);
    this.running ??= this.run();
  }

  /** Accepts kicks again and polls every `pollMs`. Resolves when the first pass after it has ended, either way. */
  start(): Promise<void> {
    const ended = new Promise<void>((resolve) => this.waitingForPass.push(resolve));
    this.stopped = false;
    if (this.opts.pollMs && !this.timer) {
      this.timer = setInterval(() => this.kick(), this.opts.pollMs);
      this.timer.unref();
    }
    this.kick();
    return ended;
  }

  /**
   * Ends polling and ignores kicks; queued items get one pass without waiting and without outage retries, and a
   * running pass finishes. Resolves once nothing runs.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.kicked = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.endOutageWait?.();
    await this.idle();
    // a start() whose pass never came (stopped first) is answered too
    for (const ended of this.waitingForPass.splice(0)) ended();
  }

  /** Resolves once nothing is queued or running; cuts a gathering wait short (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) {
      this.endGather?.();
      await this.running;
    }
  }

  /**
   * Tests: after the running pass, runs passes now, even while stopped, until one answers it found no more; its
   * failure is thrown to the caller, not retried (queued items of a failed drain go back to the queue).
   */
  async drain(): Promise<void> {
    // checked again right before taking the turn: a kick may have started a pass while idle() was resolving
    while (this.running) {
      this.endGather?.();
      await this.running;
    }
    let release!: () => void;
    this.running = new Promise<void>((resolve) => (release = resolve));
    let items: T[] = [];
    try {
      do {
        items = this.take();
      } while (await this.opts.pass(items));
      items = [];
    } finally {
      this.queue = [...items, ...this.queue];
      this.running = null;
      release();
      if (this.queue.length || this.kicked) this.running ??= this.run();
    }
  }

  /**
   * Inside a pass: runs `write`, again after growing waits while the database is away and the loop is not
   * stopping. For a write whose in-memory state has moved on already, so the pass could not simply run again.
   */
  async retryWhileAway<R>(write: () => Promise<R>): Promise<R> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await write();
      } catch (err) {
        if (!isDatabaseUnavailable(err) || this.stopped) throw err;
        await this.wait(outageWaitMs(attempt), 'outage');
      }
    }
  }

  private take(): T[] {
    const items = this.queue;
    this.queue = [];
    this.kicked = false;
    return items;
  }

  private async run(): Promise<void> {
    try {
      let outages = 0;
      while (this.queue.length || this.kicked) {
        if (!this.stopped && this.opts.gatherMs) await this.wait(this.opts.gatherMs, 'gather');
        let items = this.take();
        const waiting = this.waitingForPass.splice(0);
        try {
          // a pass that may have left work is followed at once (no gathering), unless the loop is stopping
          while ((await this.opts.pass(items)) && !this.stopped) items = [];
          outages = 0;
        } catch (err) {
          const again = isDatabaseUnavailable(err) && !this.stopped;
          this.opts.failed(err, items, again);
          if (again) {
            this.queue = [...items, ...this.queue];
            this.kicked = true;
            // cut short by stop(), which also cancels the kick: only queued items get their one last pass
            await this.wait(outageWaitMs(outages++), 'outage');
          }
        } finally {
          for (const ended of waiting) ended();
        }
      }
    } finally {
      this.running = null;
    }
  }

  private wait(ms: number, kind: 'gather' | 'outage'): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (kind === 'gather') this.endGather = null;
        else this.endOutageWait = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      if (kind === 'gather') this.endGather = done;
      else this.endOutageWait = done;
    });
  }
}
