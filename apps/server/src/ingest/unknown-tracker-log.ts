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
