import type { Database } from '../db/database.ts';
import { mayBeOneBadItem } from '../db/item-errors.ts';
import type { AddressBook } from '../integrations/geocoder/address-book.ts';
import { newPosition, type NewPosition } from '../modules/positions/new-position.ts';
import {
  storePositionBatch,
  type StoreOutcome,
  type StoredBatch,
} from '../modules/positions/position-batch-store.ts';
import { findTrackersByIdentifiers } from '../modules/positions/tracker-identity.repository.ts';
import type { PositionBus } from '../realtime/position-bus.ts';
import { AddressBackfill } from './address-backfill.ts';
import { CurrentStateMemory } from './current-state-memory.ts';
import { livePositionsByAccount } from './live-positions.ts';
import type { Geolocator } from '../integrations/geolocation/geolocator.ts';
import { findLastLocation } from '../modules/positions/current-positions.repository.ts';
import { NetworkPlacement } from './network-placement.ts';
import { isPlaced, type DecodedReport, type PositionReport } from './position-report.ts';
import { RefusedReportError } from './refused-report-error.ts';
import { DroppedValuesLog, isStorableAddress, storableReport } from './storable-values.ts';
import { TrackerDirectory } from './tracker-directory.ts';
import { UnknownTrackerError } from './unknown-tracker-error.ts';
import { UnknownTrackerLog, UnknownTrackerRecorder } from './unknown-tracker-log.ts';
import {
  pruneUnknownTrackers,
  upsertUnknownTrackers,
} from '../modules/provisioning/provisioning.repository.ts';
import { WriteBatcher, type WriteBatcherOptions } from './write-batcher.ts';
import { barePosition } from './bare-position.ts';
import { GeofenceStage } from './geofence-stage.ts';
import type { GeofenceIndexes } from '../modules/geofences/geofence-indexes.ts';
import type { AnchorPins } from '../modules/anchors/anchor-pins.ts';
import { BlePlacement } from './ble-placement.ts';

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
  /** Places reports without coordinates by their cell towers and wifi (GEOLOCATION); null: last known position. */
  geolocator?: Geolocator | null;
  /** Each account's geofences: fixes are judged against them before they are stored (docs/decisions/0036). */
  geofences?: GeofenceIndexes;
  /** Each account's BLE anchors: a `fix=ble` report without coordinates is placed at its anchor (decision 0037). */
  anchors?: AnchorPins;
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
  /** Unknown identifiers that report, for an admin to claim (decision 0030); `flush()` writes them now. */
  readonly unknownTrackers: UnknownTrackerRecorder;
  private readonly batcher: WriteBatcher<Pending, StoreOutcome>;
  private readonly backfill: AddressBackfill;
  private readonly placement: NetworkPlacement;
  private readonly blePlacement: BlePlacement | null;
  private readonly droppedLog: DroppedValuesLog;
  private readonly noteDropped: (report: PositionReport, fields: readonly string[]) => void;
  private readonly geofenceStage: GeofenceStage | null;

  constructor(
    private readonly database: Database,
    private readonly bus: PositionBus,
    private readonly addresses: AddressBook,
    private readonly options: PipelineOptions,
  ) {
    const db = database.db;
    this.trackers = new TrackerDirectory((identifiers) => findTrackersByIdentifiers(db, identifiers));
    this.placement = new NetworkPlacement(
      options.geolocator ?? null,
      (id) => findLastLocation(db, id),
      options.log,
    );
    this.blePlacement = options.anchors ? new BlePlacement(options.anchors, options.log) : null;
    this.memory = new CurrentStateMemory(db);
    this.geofenceStage = options.geofences
      ? new GeofenceStage(options.geofences, (err) =>
          options.log.warn({ err }, 'could not read the geofences of an account: fix stored without them'),
        )
      : null;
    this.unknownLog = new UnknownTrackerLog((identifier) =>
      options.log.warn(
        { identifier },
        'report from an unknown tracker identifier (logged once per 10 minutes)',
      ),
    );
    this.unknownTrackers = new UnknownTrackerRecorder(
      {
        upsert: (tallies) => upsertUnknownTrackers(db, tallies),
        prune: (before) => pruneUnknownTrackers(db, before),
      },
      (err) => options.log.warn({ err }, 'could not write the unknown tracker identifiers'),
    );
    this.backfill = new AddressBackfill(addresses, db, (err) =>
      options.log.warn({ err }, 'could not store a looked-up address'),
    );
    this.droppedLog = new DroppedValuesLog((details) =>
      options.log.warn(
        details,
        'values left out of stored reports: unreadable or impossible (summed up once a minute)',
      ),
    );
    // the decoder's dropped values and the storable check's, as one report's
    this.noteDropped = (report, fields) =>
      this.droppedLog.note(
        report.deviceIdentifier,
        report.dropped?.length ? [...report.dropped, ...fields] : fields,
      );
    // a tracker's reports are never in two writes at once: its current position moves forward in order; a write
    // the database refuses for one report is written apart so the others are stored (docs/decisions/0022)
    this.batcher = new WriteBatcher(
      (items) => this.write(items),
      { ...DEFAULT_BATCH, writers: WRITERS[database.kind], splitWhen: oneReportsFault, ...options.batch },
      (item) => item.position.deviceId,
    );
  }

  /**
   * Stores one report. Resolves 'stored', or 'duplicate' when this tracker's fix at that time was stored
   * before (a resend: the tracker may forget it), or 'unplaced' for a report without coordinates that nothing
   * could place (docs/decisions/0021: acknowledged, not stored). Throws UnknownTrackerError when no tracker has
   * the identifier.
   */
  async submit(
    decoded: DecodedReport,
    opts: { receivedAt?: Date; unknownTrackerStatus?: 400 | 404; protocol?: string } = {},
  ): Promise<'stored' | 'duplicate' | 'unplaced'> {
    const identifier = decoded.deviceIdentifier;
    const tracker = await this.trackers.resolve(identifier);
    if (!tracker) {
      this.unknownLog.note(identifier);
      this.unknownTrackers.note(identifier, opts.protocol ?? 'osmand', decoded.latitude, decoded.longitude);
      throw new UnknownTrackerError(identifier, opts.unknownTrackerStatus);
    }
    const report = isPlaced(decoded) ? decoded : await this.place(decoded, tracker);
    if (!report) return 'unplaced';
    const address = this.addresses.addressNow(report.latitude, report.longitude);
    const storable = storableReport(report, this.noteDropped);
    if (storable === report && report.dropped?.length) this.noteDropped(report, []);
    const position = newPosition(tracker.deviceId, storable, {
      receivedAt: opts.receivedAt ?? new Date(),
      overspeedKmh: this.options.overspeedKmh,
      address: address && isStorableAddress(address) ? address : null,
    });
    const judging = this.geofenceStage?.judge(tracker.accountId, position);
    if (judging) await judging;
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

  /** A report without coordinates: at the BLE anchor it names, else by its networks or last place (0021). */
  private async place(
    decoded: DecodedReport,
    tracker: { deviceId: number; accountId: number },
  ): Promise<PositionReport | null> {
    const atAnchor = await this.blePlacement?.place(decoded, tracker.accountId);
    if (atAnchor) return atAnchor;
    const placed = await this.placement.place(decoded, tracker.deviceId);
    // an unknown anchor's report stays a BLE fix, at the last place and marked approximate
    return placed && decoded.anchorSerial && !decoded.network ? { ...placed, fix: 'ble' } : placed;
  }

  /** Writes what is waiting and stops background lookups (shutdown). */
  async close(): Promise<void> {
    await this.batcher.drain();
    await this.backfill.stop();
    await this.unknownTrackers.flush();
    this.droppedLog.flush();
  }

  /** Resolves once no address lookup is queued or running (tests). */
  addressesSettled(): Promise<void> {
    return this.backfill.idle();
  }

  private async write(items: Pending[]): Promise<StoreOutcome[]> {
    const deviceIds = [...new Set(items.map((i) => i.position.deviceId))];
    let batch;
    try {
      batch = await this.store(
        items.map((i) => i.position),
        deviceIds,
      );
    } catch (error) {
      if (!mayBeOneBadItem(error)) throw error;
      if (items.length > 1) {
        this.options.log.warn(
          { err: error, reports: items.length },
          'a batch of reports was refused by the database: writing its reports apart so only the bad one fails',
        );
        throw error;
      }
      batch = await this.storeBare(items[0]!, error);
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

  /** One write of the rows, tried again after a deadlock; memory of the trackers is dropped after any failure. */
  private async store(rows: NewPosition[], deviceIds: number[]): Promise<StoredBatch> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await storePositionBatch(this.database.db, rows, await this.memory.statesFor(deviceIds));
      } catch (error) {
        // a failed write may have moved nothing or, in its careful path, part of the trackers' state
        this.memory.forget(deviceIds);
        if (attempt >= 3 || !isRetryable(error)) throw error;
      }
    }
  }

  /**
   * The database refused one report on its own, which its checks (storable-values.ts) should have prevented: the
   * fix is stored without any side value, and only if even that is refused is the report refused (400).
   */
  private async storeBare(item: Pending, refusal: unknown): Promise<StoredBatch> {
    const details = { err: refusal, identifier: item.identifier, fixTime: item.position.fixTime };
    try {
      const batch = await this.store([barePosition(item.position)], [item.position.deviceId]);
      this.options.log.error(
        details,
        'the database refused a report: stored its fix without its other values',
      );
      return batch;
    } catch (error) {
      if (!mayBeOneBadItem(error)) throw error;
      this.options.log.error(
        details,
        'the database refused a report, even without its other values: not stored',
      );
      throw new RefusedReportError(item.identifier);
    }
  }
}

/**
 * Whether a failed write may be (or, for a report refused alone, is) one report's fault: the batcher then writes
 * the others apart, and goes on with the rest of a split after a refused report.
 */
const oneReportsFault = (error: unknown) => error instanceof RefusedReportError || mayBeOneBadItem(error);
