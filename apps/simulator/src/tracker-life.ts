import { planChainDay } from './chain-days.ts';
import { dayOf, lifeContext, type LifeContext } from './life-context.ts';
import { DAY, type DayPlan, type Phase } from './itinerary.ts';
import { planLoopDay } from './loop-days.ts';
import type { Place } from './places/index.ts';
import { pointAt } from './route.ts';
import type { ResolvedSpec, TrackerSpec } from './tracker-spec.ts';

/** Where a tracker is and what it is doing at one moment (before any measurement noise). */
export interface TrackerState {
  time: number;
  lat: number;
  lon: number;
  speedMps: number;
  /** Heading while driving; null while standing. */
  course: number | null;
  moving: boolean;
  /** The place it stands at, when standing. */
  place: Place | null;
  /** Standing at a short stop of a round (doors open), rather than at its base. */
  errand: boolean;
  /** When the current phase began: arrival for a stay (also across days), departure for a drive. */
  since: number;
  /** When the current phase ends: a good moment for the next report. */
  until: number;
  /** How long it had stood still before the current drive (0 while standing). */
  parkedBeforeMs: number;
  /** At or after the moment it was parked for good. */
  parkedForGood: boolean;
}

const CACHED_DAYS = 16;
// Arrival times are searched this many days back; a tracker standing longer counts as arrived then.
const ARRIVAL_LOOKBACK_DAYS = 10;

/**
 * A tracker's life as a pure function of time: each day is planned from the seed and the day number alone
 * (where it starts follows from earlier days without simulating them), so any moment can be asked for in any
 * order, the seeded history and the live reports describe the same journeys, and tests can replay them.
 */
export class TrackerLife {
  readonly ctx: LifeContext;
  private readonly plans = new Map<number, DayPlan>();

  constructor(spec: TrackerSpec) {
    this.ctx = lifeContext(spec);
  }

  get spec(): ResolvedSpec {
    return this.ctx.spec;
  }

  dayPlan(day: number): DayPlan {
    let plan = this.plans.get(day);
    if (!plan) {
      const loop = ['urban', 'commuter', 'homebody'].includes(this.ctx.spec.role);
      plan = loop ? planLoopDay(this.ctx, day) : planChainDay(this.ctx, day);
      if (this.plans.size >= CACHED_DAYS) this.plans.delete(this.plans.keys().next().value!);
      this.plans.set(day, plan);
    }
    return plan;
  }

  /** When the tracker arrived where it stands at the start of `day`. */
  private arrivalBefore(day: number, depth = 0): number {
    const previous = this.dayPlan(day - 1);
    const last = previous.phases[previous.phases.length - 1]!;
    if (previous.phases.length > 1 || depth >= ARRIVAL_LOOKBACK_DAYS) return last.from;
    return this.arrivalBefore(day - 1, depth + 1);
  }

  private phaseAt(time: number): { plan: DayPlan; index: number } {
    const plan = this.dayPlan(dayOf(this.ctx, time));
    const index = plan.phases.findIndex((p) => time < p.to);
    return { plan, index: index < 0 ? plan.phases.length - 1 : index };
  }

  private arrivedAt(plan: DayPlan, index: number): number {
    return index === 0 ? this.arrivalBefore(plan.day) : plan.phases[index]!.from;
  }

  stateAt(time: number): TrackerState {
    const { plan, index } = this.phaseAt(time);
    const phase: Phase = plan.phases[index]!;
    const parkedSince = this.ctx.spec.parkedSince?.getTime() ?? Infinity;
    const common = { time, until: phase.to, parkedForGood: time >= parkedSince };
    if (phase.kind === 'stay') {
      return {
        ...common,
        lat: phase.place.lat,
        lon: phase.place.lon,
        speedMps: 0,
        course: null,
        moving: false,
        place: phase.place,
        errand: phase.errand,
        since: this.arrivedAt(plan, index),
        parkedBeforeMs: 0,
      };
    }
    const at = pointAt(phase.route, (time - phase.from) / 1000);
    return {
      ...common,
      lat: at.lat,
      lon: at.lon,
      speedMps: at.speedMps,
      course: at.course,
      moving: true,
      place: null,
      errand: false,
      since: phase.from,
      parkedBeforeMs: phase.from - this.arrivedAt(plan, index - 1),
    };
  }

  /** The first moment at or after `time` when the tracker is driving, within `horizonDays`; null if none. */
  nextDeparture(time: number, horizonDays = 7): number | null {
    for (let day = dayOf(this.ctx, time); day <= dayOf(this.ctx, time + horizonDays * DAY); day++) {
      const drive = this.dayPlan(day).phases.find((p) => p.kind === 'drive' && p.to > time);
      if (drive) return Math.max(drive.from, time);
    }
    return null;
  }
}
