import type { Database } from '../db/database.ts';
import type { AddressBook } from '../integrations/geocoder/address-book.ts';
import { newPosition, type NewPosition } from '../modules/positions/new-position.ts';
import { storePositionBatch, type StoreOutcome } from '../modules/positions/position-batch-store.ts';
import { findTrackersByIdentifiers } from '../modules/positions/tracker-identity.repository.ts';
import type { PositionBus } from '../realtime/position-bus.ts';
import { AddressBackfill } from './address-backfill.ts';
import { CurrentStateMemory } from './current-state-memory.ts';
import { livePositionsByAccount } from './live-positions.ts';
import type { PositionReport } from './position-report.ts';
import { TrackerDirectory } from './tracker-directory.ts';
import { UnknownTrackerError } from './unknown-tracker-error.ts';
import { UnknownTrackerLog } from './unknown-tracker-log.ts';
import { WriteBatcher, type WriteBatcherOptions } from './write-batcher.ts';

/** The logging the pipeline needs; the server's pino logger fits. */
export interface IngestLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface PipelineOptions {
  overspeedKmh: number;
  batch?: Partial<WriteBatcherOptions>;
  log: IngestLog;
}

/**
 * Defaults measured with the local ingest benchmark: 2 ms adds nothing noticeable to a tracker's round trip,
 * and 2,000 rows keep one PGlite statement well under 100 ms. On PostgreSQL two batches may be written at once
 * (docs/decisions/0015): the server prepares and answers one while the database stores the other. PGlite runs
 * its statements one at a time in the server's own thread, where a second write would only wait.
 */
export const DEFAULT_BATCH: Omit<WriteBatcherOptions, 'writers'> = {
  maxBatch: 2000,
  delayMs: 2,
  overlapFrom: 128,
};
const WRITERS = { postgres: 2, pglite: 1 } as const;

interface Pending {
  identifier: string;
  accountId: number;
  position: NewPosition;
  /** The address needs a remote lookup after the position is stored. */
  needsAddress: boolean;
}

// deadlock and serialization failures: two writers (instances) touched the same trackers; trying again is safe
const RETRYABLE = new Set(['40P01', '40001']);
const isRetryable = (error: unknown): boolean => {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: unknown };
  return RETRYABLE.has(code ?? '') || (cause !== undefined && isRetryable(cause));
};

/**
 * The ingest pipeline (DESIGN.md, Server): a decoded report is tied to its tracker, flagged, addressed, stored in
 * a batch with its current position and movement state, and published. `submit` resolves only once the
 * transaction holding the position has committed, so the tracker's 200 means the position is stored.
 */
export class PositionPipeline {
  readonly trackers: TrackerDirectory;
  private readonly memory: CurrentStateMemory;
  private readonly unknownLog: UnknownTrackerLog;
  private readonly batcher: WriteBatcher<Pending, StoreOutcome>;
  private readonly backfill: AddressBackfill;

  constructor(
    private readonly database: Database,
    private readonly bus: PositionBus,
    private readonly addresses: AddressBook,
    private readonly options: PipelineOptions,
  ) {
    const db = database.db;
    this.trackers = new TrackerDirectory((identifiers) => findTrackersByIdentifiers(db, identifiers));
    this.memory = new CurrentStateMemory(db);
    this.unknownLog = new UnknownTrackerLog((identifier) =>
      options.log.warn(
        { identifier },
        'report from an unknown tracker identifier (logged once per 10 minutes)',
      ),
    );
    this.backfill = new AddressBackfill(addresses, db, (err) =>
      options.log.warn({ err }, 'could not store a looked-up address'),
    );
    // a tracker's reports are never in two writes at once: its current position moves forward in order
    this.batcher = new WriteBatcher(
      (items) => this.write(items),
      { ...DEFAULT_BATCH, writers: WRITERS[database.kind], ...options.batch },
      (item) => item.position.deviceId,
    );
  }

  /**
   * Stores one report. Resolves 'stored', or 'duplicate' when this tracker's fix at that time was stored
   * before (a resend: the tracker may forget it). Throws UnknownTrackerError when no tracker has the identifier.
   */
  async submit(
    report: PositionReport,
    opts: { receivedAt?: Date; unknownTrackerStatus?: 400 | 404 } = {},
  ): Promise<'stored' | 'duplicate'> {
    const identifier = report.deviceIdentifier;
    const tracker = await this.trackers.resolve(identifier);
    if (!tracker) {
      this.unknownLog.note(identifier);
      throw new UnknownTrackerError(identifier, opts.unknownTrackerStatus);
    }
    const address = this.addresses.addressNow(report.latitude, report.longitude);
    const position = newPosition(tracker.deviceId, report, {
      receivedAt: opts.receivedAt ?? new Date(),
      overspeedKmh: this.options.overspeedKmh,
      address: address ?? null,
    });
    const outcome = await this.batcher.add({
      identifier,
      accountId: tracker.accountId,
      position,
      needsAddress: address === undefined && report.valid,
    });
    if (outcome === 'unknown-tracker') {
      // deleted while the report was on its way
      this.trackers.forget(identifier);
      throw new UnknownTrackerError(identifier, opts.unknownTrackerStatus);
    }
    return outcome;
  }

  /** Writes what is waiting and stops background lookups (shutdown). */
  async close(): Promise<void> {
    await this.batcher.drain();
    await this.backfill.stop();
  }

  /** Resolves once no address lookup is queued or running (tests). */
  addressesSettled(): Promise<void> {
    return this.backfill.idle();
  }

  private async write(items: Pending[]): Promise<StoreOutcome[]> {
    const deviceIds = [...new Set(items.map((i) => i.position.deviceId))];
    const rows = items.map((i) => i.position);
    let batch;
    for (let attempt = 1; ; attempt++) {
      try {
        batch = await storePositionBatch(this.database.db, rows, await this.memory.statesFor(deviceIds));
        break;
      } catch (error) {
        this.memory.forget(deviceIds);
        if (attempt >= 3 || !isRetryable(error)) throw error;
      }
    }
    this.memory.remember(batch.states);
    const accountOf = new Map(items.map((i) => [i.position.deviceId, i.accountId]));
    try {
      const live = livePositionsByAccount(batch.advanced, (id) => accountOf.get(id));
      if (live.length) this.bus.publishLocal(live);
    } catch (err) {
      // the positions are stored: a failing listener must not turn the trackers' acknowledgements into errors
      this.options.log.error({ err }, 'publishing stored positions failed');
    }
    items.forEach((item, i) => {
      if (!item.needsAddress || batch.outcomes[i] !== 'stored') return;
      const { deviceId, fixTime, latitude, longitude } = item.position;
      this.backfill.enqueue({ deviceId, fixTime, latitude, longitude });
    });
    return batch.outcomes;
  }
}
