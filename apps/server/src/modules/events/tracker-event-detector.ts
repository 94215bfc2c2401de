import type { Db } from '../../db/database.ts';
import type { IngestLog } from '../../ingest/position-pipeline.ts';
import { WorkerLoop } from '../../jobs/worker-loop.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { LocalPositions, PositionBus, StoredFix } from '../../realtime/position-bus.ts';
import { findTriggers } from '../triggers/triggers.repository.ts';
import { SlaMemory } from '../triggers/sla-memory.ts';
import { describeEvent } from './event-descriptions.ts';
import {
  CLEAR_CONDITION,
  conditionOf,
  detect,
  type Reading,
  type SlaBounds,
  type TrackerCondition,
} from './event-rules.ts';
import { insertEvents, type NewTrackerEvent } from './events.repository.ts';
import { findPreviousReadings } from './previous-readings.repository.ts';

const readingOf = (p: StoredFix): Reading => ({
  battery: p.battery,
  lowBattery: p.lowBattery,
  sos: p.sos,
  tamper: p.tamper,
  temperature: p.temperature,
  humidity: p.humidity,
});

/**
 * Creates tracker events (low battery, SOS, tamper, SLA breaches; rules in event-rules.ts) from the positions this
 * instance stores. It listens to the bus's local side only: on PostgreSQL every instance also hears the others'
 * positions through the LISTEN/NOTIFY bridge, and those instances write their own events.
 *
 * Off the ingest path: the pipeline's publish only queues the batch here. Each tracker's alarm states and SLAs are
 * kept in memory (loaded once, for all new trackers of a batch in one query each), so a position costs no query
 * and only the rare batch that raises events writes anything, in one insert. Batches that arrive while one is
 * being handled are handled together next (jobs/worker-loop.ts, without a gathering wait).
 */
export class TrackerEventDetector {
  private readonly conditions = new Map<number, TrackerCondition>();
  private readonly slas: SlaMemory;
  private readonly loop: WorkerLoop<LocalPositions>;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    bus: PositionBus,
    private readonly log: IngestLog,
    private readonly live?: Pick<EventBus, 'stored'>,
  ) {
    this.slas = new SlaMemory((ids) => findTriggers(db, ids));
    this.loop = new WorkerLoop<LocalPositions>({
      pass: (batches) => this.check(batches),
      // the positions were stored just before the database went away (an SOS among them must still raise its
      // event): their lookups failed before any state changed, so they are checked again once it is back
      failed: (err, _batches, again) => {
        // the positions are stored either way; a lost event is logged, the next batch starts afresh
        if (!again) this.log.error({ err }, 'tracker event detection failed');
      },
    });
    this.unsubscribe = bus.onLocal((batch) => this.enqueue(batch));
  }

  /**
   * A tracker's SLAs were saved on this instance. Its SLA states start over, so a reading already outside the
   * new SLA raises an event with the next report: the user wants to hear about a breach of what they just set.
   */
  slasChanged(deviceId: number, bounds: SlaBounds | null): void {
    this.slas.set(deviceId, bounds);
    this.restartSlaStates(deviceId);
  }

  /** Resolves once every position queued so far has been checked and its events written (tests, shutdown). */
  idle(): Promise<void> {
    return this.loop.idle();
  }

  /** Stops listening and finishes what is queued. */
  async close(): Promise<void> {
    this.unsubscribe();
    // waiting out a database outage stops here: what is still waiting is logged as lost
    await this.loop.stop();
  }

  private restartSlaStates(deviceId: number) {
    const condition = this.conditions.get(deviceId);
    if (condition) this.conditions.set(deviceId, { ...condition, temperature: 'inside', humidity: 'inside' });
  }

  private enqueue(batch: LocalPositions[]) {
    this.loop.add(batch);
  }

  /** Writes found events, waiting out a database outage (the states that found them have moved on already). */
  private async insertWhenReachable(events: NewTrackerEvent[]) {
    try {
      this.live?.stored(await this.loop.retryWhileAway(() => insertEvents(this.db, events)));
    } catch (err) {
      this.log.error({ err, events: events.length }, 'tracker events lost');
    }
  }

  private async check(batches: LocalPositions[]) {
    const firstFix = new Map<number, Date>();
    for (const { fixes } of batches)
      for (const p of fixes)
        if (!this.conditions.has(p.deviceId) && !firstFix.has(p.deviceId))
          firstFix.set(p.deviceId, p.fixTime);
    const deviceIds = new Set(batches.flatMap((b) => b.fixes.map((p) => p.deviceId)));
    const [previous, changed] = await Promise.all([
      findPreviousReadings(
        this.db,
        [...firstFix].map(([deviceId, before]) => ({ deviceId, before })),
      ),
      this.slas.ensure(deviceIds),
    ]);
    for (const id of changed) this.restartSlaStates(id);
    for (const id of firstFix.keys()) {
      const reading = previous.get(id);
      this.conditions.set(id, reading ? conditionOf(reading, this.slas.get(id)) : CLEAR_CONDITION);
    }

    const events: NewTrackerEvent[] = [];
    for (const { accountId, fixes } of batches) {
      for (const p of fixes) {
        const sla = this.slas.get(p.deviceId);
        const { condition, events: found } = detect(this.conditions.get(p.deviceId)!, readingOf(p), sla);
        this.conditions.set(p.deviceId, condition);
        for (const event of found)
          events.push({
            accountId,
            deviceId: p.deviceId,
            eventType: event.type,
            description: describeEvent(event),
            positionId: p.positionId,
            attributes: {
              ...(event.value !== null && { value: event.value }),
              ...(event.bound !== null && { bound: event.bound }),
            },
            createdAt: p.fixTime,
          });
      }
    }
    if (events.length) await this.insertWhenReachable(events);
  }
}
