import type { UnknownTrackerTally } from '../modules/provisioning/provisioning.repository.ts';

/** How often one unknown identifier is logged: a misconfigured tracker reporting every few seconds logs once. */
export const UNKNOWN_TRACKER_LOG_PERIOD_MS = 10 * 60_000;
const MAX_REMEMBERED = 10_000;

/**
 * Decides when a report from an unknown identifier is worth a log line: once per identifier per period. The map
 * is bounded, forgetting the oldest identifiers first, so random identifiers cannot exhaust memory.
 */
export class UnknownTrackerLog {
  private readonly loggedAt = new Map<string, number>();

  constructor(
    private readonly log: (identifier: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Notes a report from an unknown identifier; logs it unless it was logged within the period. */
  note(identifier: string): void {
    const now = this.now();
    const last = this.loggedAt.get(identifier);
    if (last !== undefined && now - last < UNKNOWN_TRACKER_LOG_PERIOD_MS) return;
    this.loggedAt.delete(identifier);
    this.loggedAt.set(identifier, now);
    if (this.loggedAt.size > MAX_REMEMBERED)
      this.loggedAt.delete(this.loggedAt.keys().next().value as string);
    this.log(identifier);
  }
}

/** How often the tallies of unknown identifiers are written to unknown_trackers (decision 0030). */
export const UNKNOWN_TRACKER_WRITE_MS = 5_000;
/** Identifiers tallied between two writes at most: a flood of random identifiers costs one bounded write. */
const MAX_TALLIED = 1_000;
/** An identifier not heard from for this long leaves the list. */
export const UNKNOWN_TRACKER_KEEP_MS = 30 * 24 * 3600_000;

/**
 * Sums up reports from unknown identifiers in memory and writes them every few seconds, off the ingest hot path,
 * so an admin can see which identifiers keep reporting and claim them. A write that fails is logged and dropped:
 * the list is a convenience, never a reason to slow or fail ingest.
 */
export class UnknownTrackerRecorder {
  private tallies = new Map<string, UnknownTrackerTally>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private lastPrune = 0;

  constructor(
    private readonly store: {
      upsert(tallies: readonly UnknownTrackerTally[]): Promise<void>;
      prune(before: Date): Promise<void>;
    },
    private readonly onError: (error: unknown) => void,
    private readonly writeEveryMs = UNKNOWN_TRACKER_WRITE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one report from an unknown identifier, with its coordinates when it had any. */
  note(identifier: string, protocol: string, latitude: number | null, longitude: number | null): void {
    const at = new Date(this.now());
    const tally = this.tallies.get(identifier);
    if (tally) {
      tally.count++;
      tally.lastSeenAt = at;
      tally.protocol = protocol;
      if (latitude !== null && longitude !== null) Object.assign(tally, { latitude, longitude });
    } else if (this.tallies.size < MAX_TALLIED) {
      this.tallies.set(identifier, {
        identifier,
        protocol,
        firstSeenAt: at,
        lastSeenAt: at,
        count: 1,
        latitude,
        longitude,
      });
    }
    this.timer ??= setTimeout(() => void this.flush(), this.writeEveryMs).unref();
  }

  /** Writes what is tallied now (the timer, shutdown, tests); resolves once it is written. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = [...this.tallies.values()];
    this.tallies = new Map();
    this.writing = this.writing.then(async () => {
      try {
        if (batch.length) await this.store.upsert(batch);
        const now = this.now();
        if (now - this.lastPrune > 3600_000) {
          this.lastPrune = now;
          await this.store.prune(new Date(now - UNKNOWN_TRACKER_KEEP_MS));
        }
      } catch (error) {
        this.onError(error);
      }
    });
    return this.writing;
  }
}
