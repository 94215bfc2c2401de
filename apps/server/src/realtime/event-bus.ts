import { EventEmitter } from 'node:events';
import type { TrackerEvent } from '@lodestar/contracts';
import type { Db } from '../db/database.ts';
import { toDto } from '../modules/events/events.service.ts';
import { findStoredEvents } from './stored-events.repository.ts';

/** Tracker events just stored, with the account that owns their trackers (sockets filter by account and access). */
export interface StoredEvents {
  accountId: number;
  events: TrackerEvent[];
}

export interface EventBusLog {
  warn(obj: object, msg: string): void;
}

/** Ids read back per query: a storm of geofence flapping stays a few statements. */
const READ_CHUNK = 5_000;

/**
 * Where stored tracker events reach the sockets (decision 0040), as positions do through the PositionBus. The
 * detectors (tracker-event-detector.ts, ingest/geofence-detector.ts) call `stored(ids)` once their rows are
 * committed; the ids are read back in the shape of the events lists (one primary-key query, joined with the
 * tracker's name), then announced locally. On PostgreSQL the bridge forwards local batches to the other instances
 * and republishes theirs with `publishRemote`. The demo history replay writes in bulk and calls nothing: old
 * events are not news.
 *
 * Off the detectors' path: `stored` only queues the ids; ids arriving while one read runs go in the next.
 */
export class EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private waiting: number[] = [];
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: EventBusLog,
  ) {}

  /** Events with these ids were committed by this instance: read them and announce them on every instance. */
  stored(ids: readonly number[]): void {
    if (!ids.length) return;
    this.waiting.push(...ids);
    this.running ??= this.drain();
  }

  /** Resolves once every id handed in so far has been announced (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Announces events stored by this instance (the bridge forwards them to other instances). */
  publishLocal(batch: StoredEvents[]): void {
    if (!batch.length) return;
    this.emitter.emit('local', batch);
    this.emitter.emit('stored', batch);
  }

  /** Announces events another instance stored (from the bridge); not forwarded again. */
  publishRemote(batch: StoredEvents[]): void {
    if (batch.length) this.emitter.emit('stored', batch);
  }

  /** Every batch, local or remote. Returns the unsubscribe function. */
  onStored(listener: (batch: StoredEvents[]) => void): () => void {
    this.emitter.on('stored', listener);
    return () => void this.emitter.off('stored', listener);
  }

  /** Only this instance's batches (what the bridge sends out). */
  onLocal(listener: (batch: StoredEvents[]) => void): () => void {
    this.emitter.on('local', listener);
    return () => void this.emitter.off('local', listener);
  }

  private async drain() {
    try {
      while (this.waiting.length) {
        const ids = this.waiting.splice(0, READ_CHUNK);
        try {
          this.publishLocal(groupByAccount(await findStoredEvents(this.db, ids)));
        } catch (err) {
          // the events are stored and the lists show them; only the live push is lost (clients refetch on
          // reconnect, and the database being away is announced to them anyway)
          this.log.warn({ err, events: ids.length }, 'realtime: could not read new tracker events to push');
        }
      }
    } finally {
      this.running = null;
    }
  }
}

function groupByAccount(rows: Awaited<ReturnType<typeof findStoredEvents>>): StoredEvents[] {
  const byAccount = new Map<number, TrackerEvent[]>();
  for (const row of rows) {
    const list = byAccount.get(row.accountId) ?? [];
    list.push(toDto(row));
    byAccount.set(row.accountId, list);
  }
  return [...byAccount].map(([accountId, events]) => ({ accountId, events }));
}
