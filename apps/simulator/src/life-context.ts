import { REGIONS, type Place } from './places/index.ts';
import { roadGraph, type RoadGraph } from './road-graph.ts';
import { DAY, HOUR, MINUTE } from './itinerary.ts';
import { unitHash } from './random.ts';
import { resolveSpec, type ResolvedSpec, type TrackerSpec } from './tracker-spec.ts';

/** Everything a day planner needs about one tracker, derived once from its spec. */
export interface LifeContext {
  spec: ResolvedSpec;
  graph: RoadGraph;
  /** Local hour (plus minutes) at which the tracker's day starts: its shift. */
  shiftMs: number;
  /** Milliseconds to add to UTC for local standard time. */
  utcOffsetMs: number;
  /** The base of loop roles. */
  home: Place;
  work: Place;
  /** Where chain roles may end a day. */
  anchors: string[];
  /** Day index from which the tracker is parked for good, or null. */
  parkedDay: number | null;
}

/** Index of the tracker's day containing `time` (its days start at the shift hour, local time). */
export function dayOf(ctx: LifeContext, time: number): number {
  return Math.floor((time + ctx.utcOffsetMs - ctx.shiftMs) / DAY);
}

export function dayStart(ctx: LifeContext, day: number): number {
  return day * DAY - ctx.utcOffsetMs + ctx.shiftMs;
}

/** 0 = Sunday (1 January 1970, day 0, was a Thursday). */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

function shiftHour(spec: ResolvedSpec): number {
  const u = unitHash(spec.seed, 1);
  switch (spec.role) {
    // a third of the trucks run nights, so something is on the road at any hour of a demo
    case 'haul':
      return u < 0.3 ? 18 + Math.floor(u * 10) : 4 + Math.floor(u * 4);
    case 'urban':
      return 6 + Math.floor(u * 2);
    case 'commuter':
    case 'homebody':
      return 7;
    default:
      return 6;
  }
}

export function lifeContext(input: TrackerSpec): LifeContext {
  const spec = resolveSpec(input);
  const region = REGIONS[spec.region];
  const graph = roadGraph(spec.region);
  const place = (key: string) => {
    const found = graph.places.get(key);
    if (!found) throw new Error(`Tracker ${spec.serial}: no place '${key}' in region ${spec.region}`);
    return found;
  };
  const metro = region.metro;
  const home = place(spec.home ?? (spec.role === 'urban' ? metro[0]! : metro[1]!));
  const work = place(spec.work ?? metro.find((k) => k !== home.key && k !== metro[0]) ?? metro[0]!);
  const all = [...graph.places.values()];
  const anchors = (spec.role === 'tag' ? all.filter((p) => p.kind !== 'city') : all).map((p) => p.key);
  const ctx: LifeContext = {
    spec,
    graph,
    shiftMs: shiftHour(spec) * HOUR + Math.floor(unitHash(spec.seed, 2) * 45) * MINUTE,
    utcOffsetMs: region.utcOffsetHours * HOUR,
    home,
    work,
    anchors,
    parkedDay: null,
  };
  if (spec.parkedSince) ctx.parkedDay = dayOf(ctx, spec.parkedSince.getTime());
  return ctx;
}
