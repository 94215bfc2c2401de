import type { Db } from '../../../db/database.ts';
import type { LocalPositions, StoredFix } from '../../../realtime/position-bus.ts';
import { WorkerLoop } from '../../../jobs/worker-loop.ts';
import { EDGE_MARGIN_M } from '../../geofences/geofence-index.ts';
import { signedEdgeDistanceM } from '../../geofences/geofence-geometry.ts';
import type { OngoingShipment, OngoingShipments } from './ongoing-shipments.ts';
import { estimateArrival, MOVING_MPS, RecentPace } from './recent-pace.ts';
import { writeEstimates } from './shipment-estimates.repository.ts';
import type { Transition } from './shipment-transitions.ts';

/** Gathered like the geofence detector's (ingest/geofence-detector.ts): one pass a few times a second. */
export const GATHER_MS = 200;
/** Running Late by the estimate needs it past the scheduled end by more than this (not a minute's noise). */
export const LATE_ESTIMATE_GRACE_MS = 15 * 60_000;
/** An estimate is written again this long (of fix time) after the last write... */
const ESTIMATE_STEP_MS = 60_000;
/** ...or sooner when it moved by more than this (pace wobbles by a minute or two all the time). */
const ESTIMATE_JUMP_MS = 5 * 60_000;

export interface DetectorSink {
  /** Applies transitions in order; answers nothing (the engine tells the sockets and the outbox). */
  apply(transitions: Transition[]): Promise<unknown>;
}

/**
 * Moves ongoing shipments on from the fixes this instance stored (docs/decisions/0045): the tracker leaving the
 * start place begins a shipment early, arriving inside the destination ends it, and each fix updates the
 * estimate (which may make it Running Late). Listens to the bus's local side, which carries only fixes that moved
 * their tracker forward, so a late fix never ends a shipment. Every write is conditional (shipment-transitions.ts),
 * so two instances handling one tracker write each transition once.
 */
export class ShipmentDetector {
  private readonly gathering: WorkerLoop<LocalPositions>;
  private readonly pace = new Map<number, RecentPace>();
  /** Not Started shipments whose tracker has been seen inside the start place (an early departure begins them). */
  private readonly seenAtOrigin = new Set<number>();
  /** Round trips whose tracker has been seen clearly away from the destination since it began. */
  private readonly seenAway = new Set<number>();
  private readonly estimated = new Map<number, { eta: number; at: number }>();

  constructor(
    private readonly db: Db,
    private readonly ongoing: OngoingShipments,
    private readonly sink: DetectorSink,
    private readonly onError: (err: unknown) => void,
  ) {
    this.gathering = new WorkerLoop<LocalPositions>({
      gatherMs: GATHER_MS,
      pass: (batches) => this.check(batches),
      failed: (err, _batches, again) => {
        if (!again) this.onError(err);
        // the indexes' shipments may be ahead of what was written: read them again
        this.ongoing.changedAll();
      },
    });
  }

  /** The bus listener: costs a map lookup per account when it has no ongoing shipment. */
  enqueue(batch: LocalPositions[]): void {
    const wanted = batch.filter((b) => {
      const known = this.ongoing.peek(b.accountId);
      return !known || b.fixes.some((f) => known.has(f.deviceId));
    });
    if (!wanted.length) return;
    this.gathering.add(wanted);
  }

  idle(): Promise<void> {
    return this.gathering.idle();
  }

  close(): Promise<void> {
    return this.gathering.stop();
  }

  /** Forgets the memory a restart loses (tests). */
  forget(): void {
    this.pace.clear();
    this.seenAtOrigin.clear();
    this.seenAway.clear();
    this.estimated.clear();
  }

  private async check(batches: LocalPositions[]) {
    const transitions: Transition[] = [];
    const estimates: { id: number; eta: Date }[] = [];
    for (const { accountId, fixes } of batches) {
      const byDevice = await this.ongoing.load(accountId);
      for (const fix of fixes) {
        const list = byDevice.get(fix.deviceId);
        if (!list?.length || !fix.valid) continue;
        let pace = this.pace.get(fix.deviceId);
        if (!pace) this.pace.set(fix.deviceId, (pace = new RecentPace()));
        pace.add(fix.fixTime, fix.latitude, fix.longitude);
        for (const s of [...list]) this.judge(s, fix, pace, transitions, estimates, list);
      }
    }
    if (estimates.length) await writeEstimates(this.db, estimates);
    if (transitions.length) await this.sink.apply(transitions);
  }

  private judge(
    s: OngoingShipment,
    fix: StoredFix,
    pace: RecentPace,
    transitions: Transition[],
    estimates: { id: number; eta: Date }[],
    list: OngoingShipment[],
  ) {
    const margin = Math.max(fix.accuracy ?? 0, EDGE_MARGIN_M);
    const base = { shipmentId: s.id, at: fix.fixTime, positionId: fix.positionId, fromDetector: true };
    if (!s.startedAt) {
      const d = signedEdgeDistanceM(s.origin, fix.latitude, fix.longitude);
      if (d < -margin) this.seenAtOrigin.add(s.id);
      const departed = d > margin && this.seenAtOrigin.has(s.id);
      // a start_at passed begins it too (as the clock would, without waiting for its next round)
      if (departed || fix.fixTime >= s.startAt) {
        const at = departed ? fix.fixTime : s.startAt;
        transitions.push({ ...base, kind: 'begin', at, positionId: departed ? fix.positionId : null });
        s.startedAt = at;
        s.status = 'In Progress';
      }
      if (!s.startedAt) return;
    }
    const toEdge = signedEdgeDistanceM(s.destination, fix.latitude, fix.longitude);
    if (toEdge > margin) this.seenAway.add(s.id);
    if (toEdge < -margin && (!s.roundTrip || this.seenAway.has(s.id))) {
      transitions.push({ ...base, kind: 'end' });
      list.splice(list.indexOf(s), 1);
      return;
    }
    const eta = estimateArrival(fix.fixTime, toEdge, pace.metresPerSecond(fix.speed));
    const last = this.estimated.get(s.id);
    const now = fix.fixTime.getTime();
    if (!last || Math.abs(last.eta - eta.getTime()) > ESTIMATE_JUMP_MS || now - last.at > ESTIMATE_STEP_MS) {
      this.estimated.set(s.id, { eta: eta.getTime(), at: now });
      estimates.push({ id: s.id, eta });
    }
    const moving = (pace.measured() ?? 0) >= MOVING_MPS;
    const lateByEstimate = moving && eta.getTime() > s.endAt.getTime() + LATE_ESTIMATE_GRACE_MS;
    if (s.status === 'In Progress' && !s.lateAt && lateByEstimate && now < s.endAt.getTime()) {
      transitions.push({ ...base, kind: 'late', byEstimate: true });
      s.status = 'Running Late';
      s.lateAt = fix.fixTime;
    } else if (
      s.status === 'Running Late' &&
      moving &&
      eta.getTime() <= s.endAt.getTime() &&
      now < s.endAt.getTime()
    ) {
      // caught up: expected by the scheduled end again (the 15-minute grace above keeps it from flickering).
      // Every instance's copy is read again (fromDetector false), since this moves the shipment back.
      transitions.push({ ...base, kind: 'on_time', fromDetector: false });
      s.status = 'In Progress';
      s.lateAt = null;
    }
  }
}
