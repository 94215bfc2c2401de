import type { DatabaseState } from '@lodestar/contracts';
import { isDatabaseUnavailable } from './database-errors.ts';

export type { DatabaseState };

export interface HealthLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface DatabaseHealthOptions {
  /** First wait between probes while the database is away; doubles up to maxDelayMs. */
  minDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_HEALTH_OPTIONS: DatabaseHealthOptions = { minDelayMs: 250, maxDelayMs: 2_000 };

/** What clients are told to wait before trying again, in seconds (Retry-After). */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Whether the database can be reached, as far as this process knows. A connection failure (an idle pool
 * connection dying, a request failing with a connection error) is only a suspicion: one probe (`select 1`)
 * decides, so a single ended backend does not count as an outage. Once a probe fails the database is
 * 'unavailable' and is probed again with growing delays (at most maxDelayMs, so service resumes within seconds
 * of the database's return) until one succeeds. Listeners hear each change once: the socket hub tells web
 * clients, the realtime bridge reconnects, caches that may have missed changes are dropped.
 */
export class DatabaseHealth {
  private state: DatabaseState = 'available';
  private migrated = false;
  private probing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private failures = 0;
  private stopped = false;
  private lastError: unknown = null;
  private readonly listeners = new Set<(state: DatabaseState) => void>();

  constructor(
    private readonly probe: () => Promise<unknown>,
    private readonly log: HealthLog = { info: () => {}, warn: () => {} },
    private readonly options: DatabaseHealthOptions = DEFAULT_HEALTH_OPTIONS,
  ) {}

  get available(): boolean {
    return this.state === 'available';
  }

  get current(): DatabaseState {
    return this.state;
  }

  /** Migrations have been applied by this process (readiness needs both). */
  get migrationsDone(): boolean {
    return this.migrated;
  }

  markMigrated(): void {
    this.migrated = true;
  }

  /** Hears every change of state; returns the unsubscribe. */
  onChange(listener: (state: DatabaseState) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /**
   * Something failed talking to the database. Errors that do not say the database is away are ignored; those that
   * do start a probe (one at a time) while the database is believed available.
   */
  suspect(error: unknown): void {
    if (this.stopped || !isDatabaseUnavailable(error)) return;
    this.lastError = error;
    if (this.state === 'available') void this.check();
  }

  /** Probes now (unless a probe runs already) and resolves with the state it found. */
  async check(): Promise<DatabaseState> {
    this.probing ??= this.runProbe().finally(() => (this.probing = null));
    await this.probing;
    return this.state;
  }

  /** Stops probing (shutdown). */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async runProbe(): Promise<void> {
    try {
      await this.probe();
      this.failures = 0;
      this.change('available');
    } catch (err) {
      // a statement error in the probe itself would be a bug, not an outage: only connection failures count
      if (!isDatabaseUnavailable(err)) {
        this.log.warn({ err }, 'database probe failed');
        return;
      }
      this.lastError = err;
      this.change('unavailable');
      this.scheduleProbe();
    }
  }

  private scheduleProbe() {
    if (this.stopped || this.timer) return;
    const delay = Math.min(this.options.maxDelayMs, this.options.minDelayMs * 2 ** this.failures++);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.check();
    }, delay);
    this.timer.unref();
  }

  private change(state: DatabaseState) {
    if (this.state === state) return;
    this.state = state;
    if (state === 'unavailable') {
      const { message, code } = (this.lastError ?? {}) as { message?: string; code?: string };
      this.log.warn({ code, reason: message }, 'database unavailable: answering 503 until it is back');
    } else {
      this.log.info({}, 'database available again');
    }
    for (const listener of this.listeners) {
      try {
        listener(state);
      } catch (err) {
        this.log.warn({ err }, 'database health listener failed');
      }
    }
  }
}
