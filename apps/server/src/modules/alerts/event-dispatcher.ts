import type { Db } from '../../db/database.ts';
import { WorkerLoop } from '../../jobs/worker-loop.ts';
import { claimUndispatched, markDispatched, type DispatchedEvent } from './event-dispatch.repository.ts';

export type { DispatchedEvent } from './event-dispatch.repository.ts';

/**
 * Acts on events inside the transaction that marks them dispatched: what it writes (outbox rows, rule runs) exists
 * exactly when the events count as handled, once, on one instance.
 */
export type EventHandler = (tx: Db, events: DispatchedEvent[]) => Promise<void>;

export interface EventDispatchLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface EventDispatchOptions {
  /** How often an idle dispatcher looks for events (another instance's, or left by a crash or restart). */
  pollMs?: number;
  /** Events claimed per transaction. */
  batchSize?: number;
  /** Called after a batch committed, e.g. `outbox.kick()` so what the handlers queued goes out now. */
  afterCommit?: () => void;
}

/**
 * Hands every stored tracker event to the registered handlers once (docs/decisions/0049). Every instance runs
 * one; claiming with SKIP LOCKED keeps each event to one of them. Kicked when this instance stores events, and
 * polling for the rest, on the shared worker loop (jobs/worker-loop.ts). A handler's bug on one event is logged
 * and that event skipped for that handler; a database outage rolls the whole batch back and the pass is tried
 * again once the database is back.
 */
export class EventDispatcher {
  private readonly handlers = new Map<string, EventHandler>();
  private readonly loop: WorkerLoop;
  private readonly batchSize: number;

  constructor(
    private readonly db: Db,
    private readonly log: EventDispatchLog,
    private readonly opts: EventDispatchOptions = {},
  ) {
    this.batchSize = opts.batchSize ?? 100;
    this.loop = new WorkerLoop({
      pollMs: opts.pollMs ?? 2000,
      // kicks before start() are ignored: the pass that start() runs finds what they announced
      startStopped: true,
      // a batch that dispatched anything may have left more: the loop runs the next at once
      pass: async () => (await this.dispatchBatch()) > 0,
      failed: (err, _items, again) => {
        if (again) this.log.warn({ err }, 'event dispatch: could not reach the database; will retry');
        else this.log.error({ err }, 'event dispatch: pass failed; the next poll tries again');
      },
    });
  }

  /** Adds a handler under a name (for the logs); a second one under the same name replaces the first. */
  register(name: string, handler: EventHandler): () => void {
    this.handlers.set(name, handler);
    return () => {
      if (this.handlers.get(name) === handler) this.handlers.delete(name);
    };
  }

  /** Starts polling; `stop()` ends it. */
  start(): void {
    void this.loop.start();
  }

  /** Stops polling and lets a running pass finish; what is left waits for the next start on any instance. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Looks for undispatched events now (this instance has just stored some). Never throws. */
  kick(): void {
    this.loop.kick();
  }

  /** Resolves when no pass is running. */
  idle(): Promise<void> {
    return this.loop.idle();
  }

  /** Dispatches every event stored so far and waits for it (tests), even when not started; throws what failed. */
  drain(): Promise<void> {
    return this.loop.drain();
  }

  /** One transaction: claim, hand to every handler, mark. Answers how many events it dispatched. */
  private async dispatchBatch(): Promise<number> {
    const count = await this.db.transaction(async (tx) => {
      const events = await claimUndispatched(tx, this.batchSize);
      if (!events.length) return 0;
      for (const [name, handler] of this.handlers) await this.runHandler(tx, name, handler, events);
      await markDispatched(
        tx,
        events.map((e) => e.id),
      );
      return events.length;
    });
    if (count > 0) this.opts.afterCommit?.();
    return count;
  }

  /**
   * The whole batch in a savepoint; if the handler throws, each event again in its own, so one event that trips
   * a bug costs only itself. When the database is away the savepoints fail too and the error ends the batch.
   */
  private async runHandler(tx: Db, name: string, handler: EventHandler, events: DispatchedEvent[]) {
    try {
      await tx.transaction((sp) => handler(sp, events));
      return;
    } catch (err) {
      if (events.length === 1) return this.skip(name, events[0]!, err);
    }
    for (const event of events) {
      try {
        await tx.transaction((sp) => handler(sp, [event]));
      } catch (err) {
        this.skip(name, event, err);
      }
    }
  }

  private skip(name: string, event: DispatchedEvent, err: unknown) {
    this.log.error(
      { err, handler: name, eventId: event.id },
      'event dispatch: handler failed; event skipped for it',
    );
  }
}
