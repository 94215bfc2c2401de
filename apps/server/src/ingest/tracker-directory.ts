import type { TrackerRef } from '../modules/positions/tracker-identity.repository.ts';

/** A known tracker is looked up again after this, so a tracker moved to another account follows within minutes. */
export const KNOWN_TRACKER_TTL_MS = 5 * 60_000;
/** An unknown identifier is asked about again after this: a flood of reports from it costs one query per period. */
export const UNKNOWN_TRACKER_TTL_MS = 10_000;
const MAX_UNKNOWN_ENTRIES = 10_000;

/** Identifiers per lookup query at most (a start-up burst of thousands of trackers goes in a few queries). */
const MAX_LOOKUP = 1000;

interface Entry {
  tracker: TrackerRef | null;
  expiresAt: number;
}

interface Waiting {
  resolve(tracker: TrackerRef | null): void;
  reject(error: unknown): void;
}

/**
 * Identifier (serial or IMEI) to tracker, kept in memory so the ingest hot path runs no lookup query per report.
 * Identifiers not seen yet are looked up together: one query at a time, and the ones that arrive meanwhile go
 * into the next (after a restart every tracker reports within seconds, and a query each made that start-up slow).
 * A miss asks the database once, however many reports for that identifier arrive meanwhile.
 */
export class TrackerDirectory {
  private readonly entries = new Map<string, Entry>();
  private unknownCount = 0;
  private readonly inFlight = new Map<string, Promise<TrackerRef | null>>();
  private waiting = new Map<string, Waiting>();
  private looking = false;

  constructor(
    /** The database lookup (findTrackersByIdentifiers): the trackers found, by identifier. */
    private readonly lookup: (identifiers: readonly string[]) => Promise<ReadonlyMap<string, TrackerRef>>,
    private readonly now: () => number = Date.now,
  ) {}

  /** What is remembered and still fresh: the tracker, null for a known miss, undefined when it must be looked up. */
  cached(identifier: string): TrackerRef | null | undefined {
    const entry = this.entries.get(identifier);
    return entry && entry.expiresAt > this.now() ? entry.tracker : undefined;
  }

  /** The tracker, or null when no tracker has this identifier. */
  async resolve(identifier: string): Promise<TrackerRef | null> {
    const entry = this.entries.get(identifier);
    if (entry && entry.expiresAt > this.now()) return entry.tracker;
    const pending = this.inFlight.get(identifier);
    if (pending) return pending;
    const lookup = new Promise<TrackerRef | null>((resolve, reject) =>
      this.waiting.set(identifier, { resolve, reject }),
    );
    this.inFlight.set(identifier, lookup);
    // the rest of this turn's requests join the same query
    if (!this.looking) {
      this.looking = true;
      setImmediate(() => void this.lookUpWaiting());
    }
    return lookup;
  }

  /**
   * Drops everything remembered, so the next report of every tracker is looked up again. Call after adding,
   * deleting, or re-identifying trackers (serial, IMEI, account) so the change applies at once.
   */
  invalidate(): void {
    this.entries.clear();
    this.unknownCount = 0;
  }

  /** Forgets one identifier, e.g. when its tracker turned out to be deleted while a report was on its way. */
  forget(identifier: string): void {
    if (this.entries.get(identifier)?.tracker === null) this.unknownCount--;
    this.entries.delete(identifier);
  }

  private async lookUpWaiting() {
    while (this.waiting.size) {
      const batch = [...this.waiting].slice(0, MAX_LOOKUP);
      for (const [identifier] of batch) this.waiting.delete(identifier);
      try {
        const found = await this.lookup(batch.map(([identifier]) => identifier));
        for (const [identifier, waiter] of batch) {
          const tracker = found.get(identifier) ?? null;
          this.remember(identifier, tracker);
          this.inFlight.delete(identifier);
          waiter.resolve(tracker);
        }
      } catch (error) {
        for (const [identifier, waiter] of batch) {
          this.inFlight.delete(identifier);
          waiter.reject(error);
        }
      }
    }
    this.looking = false;
  }

  private remember(identifier: string, tracker: TrackerRef | null) {
    const previous = this.entries.get(identifier);
    if (previous && previous.tracker === null) this.unknownCount--;
    if (!tracker && this.unknownCount >= MAX_UNKNOWN_ENTRIES) this.dropUnknown();
    if (!tracker) this.unknownCount++;
    this.entries.delete(identifier);
    this.entries.set(identifier, {
      tracker,
      expiresAt: this.now() + (tracker ? KNOWN_TRACKER_TTL_MS : UNKNOWN_TRACKER_TTL_MS),
    });
  }

  // Random identifiers must not grow memory without bound; known trackers stay, as there are only so many.
  private dropUnknown() {
    for (const [key, entry] of this.entries) {
      if (entry.tracker === null) this.entries.delete(key);
    }
    this.unknownCount = 0;
  }
}
