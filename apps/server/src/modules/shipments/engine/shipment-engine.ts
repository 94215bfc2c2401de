import type { Db } from '../../../db/database.ts';
import type { BrandLinks } from '../../../http/brand-links.ts';
import type { EventBus } from '../../../realtime/event-bus.ts';
import type { PositionBus } from '../../../realtime/position-bus.ts';
import type { OutboxWorker } from '../../../jobs/outbox/outbox-worker.ts';
import { OngoingShipments } from './ongoing-shipments.ts';
import { findDueTransitions } from './shipment-estimates.repository.ts';
import { ShipmentDetector } from './shipment-detector.ts';
import { writeTransition, type Transition, type WrittenTransition } from './shipment-transitions.ts';

/** How often every instance looks for time-based transitions (start, late, notify). */
export const CLOCK_MS = 15_000;

export interface EngineLog {
  error(obj: object, msg: string): void;
}

/**
 * The shipment status engine (docs/decisions/0045): the detector behind the ingest pipeline for what fixes
 * show (an early departure, an arrival, the estimate), a clock on every instance for what time alone brings
 * (start_at, the scheduled end, the notify time), and ending by hand. Every transition is one conditional write
 * with its event and notifications (shipment-transitions.ts); this object then tells the sockets, kicks the
 * outbox and refreshes the account's index of ongoing shipments.
 */
export class ShipmentEngine {
  readonly ongoing: OngoingShipments;
  readonly detector: ShipmentDetector;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    bus: PositionBus,
    private readonly log: EngineLog,
    private readonly live: Pick<EventBus, 'stored'>,
    private readonly outbox: Pick<OutboxWorker, 'kick'>,
    private readonly links: BrandLinks,
  ) {
    this.ongoing = new OngoingShipments(db);
    this.detector = new ShipmentDetector(db, this.ongoing, this, (err) =>
      log.error({ err }, 'shipment status detection failed'),
    );
    this.unsubscribe = bus.onLocal((batch) => this.detector.enqueue(batch));
  }

  /** Starts the clock (every instance runs one; the conditional writes keep each transition to one of them). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), CLOCK_MS);
    this.timer.unref();
    void this.tick();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.unsubscribe();
    await this.detector.close();
    while (this.ticking) await this.ticking;
  }

  /** Resolves once queued fixes and a running clock round are done (tests). */
  async idle(): Promise<void> {
    await this.detector.idle();
    while (this.ticking) await this.ticking;
  }

  /** A shipment of the account was written: its index is read again. */
  changed(accountId: number): void {
    this.ongoing.changed(accountId);
  }

  changedAll(): void {
    this.ongoing.changedAll();
  }

  /** One clock round now: whatever is due (a begin can make a late due, so rounds repeat while they change things). */
  tick(): Promise<void> {
    this.ticking ??= (async () => {
      try {
        for (let round = 0; round < 3; round++) {
          const due = await findDueTransitions(this.db);
          if (!due.length) break;
          const written = await this.apply(due.map((d) => ({ kind: d.kind, shipmentId: d.id, at: d.at })));
          if (!written) break;
        }
      } catch (err) {
        this.log.error({ err }, 'shipment clock failed');
      } finally {
        this.ticking = null;
      }
    })();
    return this.ticking;
  }

  /** POST .../finished: ends the shipment now; null when it had ended already. */
  async finish(shipmentId: number): Promise<WrittenTransition | null> {
    const t: Transition = { kind: 'end', shipmentId, at: new Date(), byHand: true };
    const [written] = await this.applyEach([t]);
    return written ?? null;
  }

  /** Applies transitions in order; answers how many changed a shipment. */
  async apply(transitions: Transition[]): Promise<number> {
    return (await this.applyEach(transitions)).filter(Boolean).length;
  }

  private async applyEach(transitions: Transition[]): Promise<(WrittenTransition | null)[]> {
    const results: (WrittenTransition | null)[] = [];
    const accounts = new Set<number>();
    const events: number[] = [];
    try {
      for (const t of transitions) {
        const written = await writeTransition(this.db, this.links, t);
        results.push(written);
        if (!written) continue;
        if (!t.fromDetector) accounts.add(written.accountId);
        if (written.eventId !== null) events.push(written.eventId);
      }
    } finally {
      for (const a of accounts) this.ongoing.changed(a);
      if (events.length) {
        this.live.stored(events);
        this.outbox.kick();
      }
    }
    return results;
  }
}
