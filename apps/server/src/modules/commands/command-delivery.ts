import type { Db } from '../../db/database.ts';
import type { PositionReport } from '../../ingest/position-report.ts';
import type { TrackerDirectory } from '../../ingest/tracker-directory.ts';
import { answerNewestSent, findDevicesWithQueuedCommands, takeOldestQueued } from './messages.repository.ts';

/** How often trackers with commands queued by another API instance are picked up (PostgreSQL, several instances). */
export const QUEUED_REFRESH_MS = 3_000;

/** The report parameter a tracker answers a command with (OsmAnd: `result=...`). */
export const RESULT_ATTRIBUTE = 'result';

interface DeliveryLog {
  warn(obj: object, message: string): void;
}

/**
 * Hands queued data and sos commands to trackers in the answer to their OsmAnd reports, one per report (as Traccar
 * does for HTTP protocols), and records the `result` a tracker reports back. The trackers with something queued
 * are kept in memory, so a report costs no query unless its tracker has a command waiting or carries a result.
 * The set is filled at start, on every enqueue here, and every few seconds from the database for commands other
 * instances queued; a tracker found with nothing left is dropped from it.
 */
export class CommandDelivery {
  private readonly waiting = new Set<number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly trackers: TrackerDirectory,
    private readonly log: DeliveryLog,
    private readonly refreshMs = QUEUED_REFRESH_MS,
  ) {}

  /** Loads the trackers with queued commands and keeps looking for ones queued elsewhere. */
  async start(): Promise<void> {
    await this.refresh();
    this.timer ??= setInterval(() => void this.refresh(), this.refreshMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** A command was queued for this tracker: hand it over on its next report. */
  queued(deviceId: number): void {
    this.waiting.add(deviceId);
  }

  /**
   * After a report is stored: records its result, if any, and gives the command text to put in the answer. Null
   * (without a promise, on the hot path) when there is nothing to do.
   */
  afterReport(
    report: Pick<PositionReport, 'deviceIdentifier' | 'attributes'>,
  ): Promise<string | null> | null {
    const result = report.attributes[RESULT_ATTRIBUTE];
    if (result === undefined && this.waiting.size === 0) return null;
    return this.deliver(report.deviceIdentifier, result === undefined ? undefined : String(result));
  }

  private async deliver(identifier: string, result: string | undefined): Promise<string | null> {
    try {
      const tracker = await this.trackers.resolve(identifier);
      if (!tracker) return null;
      const now = new Date();
      if (result !== undefined) await answerNewestSent(this.db, tracker.deviceId, result, now);
      if (!this.waiting.has(tracker.deviceId)) return null;
      const message = await takeOldestQueued(this.db, tracker.deviceId, now);
      if (!message) this.waiting.delete(tracker.deviceId);
      return message?.messageToDevice ?? null;
    } catch (err) {
      // the position is stored: the tracker still gets its acknowledgement, the command waits for the next report
      this.log.warn({ err }, 'could not hand over a command or record its result');
      return null;
    }
  }

  private async refresh(): Promise<void> {
    try {
      // added, never replaced: a command queued while this query ran must not be forgotten
      for (const id of await findDevicesWithQueuedCommands(this.db)) this.waiting.add(id);
    } catch (err) {
      this.log.warn({ err }, 'could not look for queued commands');
    }
  }
}
