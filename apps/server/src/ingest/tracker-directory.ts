import type { TrackerRef } from '../modules/positions/tracker-identity.repository.ts';

/** A known tracker is looked up again after this, so a tracker moved to another account follows within minutes. */
export const KNOWN_TRACKER_TTL_MS = 5 * 60_000;
/** An unknown identifier is asked about again after this: a flood of reports from it costs one query per period. */
export const UNKNOWN_TRACKER_TTL_MS = 10_000;
const MAX_UNKNOWN_ENTRIES = 10_000;

interface Entry {
  tracker: TrackerRef | null;
  expiresAt: number;
}

/**
 * Identifier (serial or IMEI) to tracker, kept in memory so the ingest hot path runs no lookup query per report.
 * A miss asks the database once, however many reports for that identifier arrive meanwhile.
 */
export class TrackerDirectory {
  private readonly entries = new Map<string, Entry>();
  private unknownCount = 0;
  private readonly inFlight = new Map<string, Promise<TrackerRef | null>>();

  constructor(
    /** The database lookup (findTrackerByIdentifier). */
    private readonly lookup: (identifier: string) => Promise<TrackerRef | null>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The tracker, or null when no tracker has this identifier. */
  async resolve(identifier: string): Promise<TrackerRef | null> {
    const entry = this.entries.get(identifier);
    if (entry && entry.expiresAt > this.now()) return entry.tracker;
    const pending = this.inFlight.get(identifier);
    if (pending) return pending;
    const lookup = this.lookUp(identifier).finally(() => this.inFlight.delete(identifier));
    this.inFlight.set(identifier, lookup);
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

  private async lookUp(identifier: string): Promise<TrackerRef | null> {
    const tracker = await this.lookup(identifier);
    this.remember(identifier, tracker);
    return tracker;
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
