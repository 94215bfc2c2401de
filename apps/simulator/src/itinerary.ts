import type { Place } from './places/index.ts';
import { Random } from './random.ts';
import { planRoute, type Route } from './route.ts';
import type { RoadGraph } from './road-graph.ts';

/** Standing at a place. `errand` marks a short stop on a round (a reefer opens its doors), not the base. */
export interface Stay {
  kind: 'stay';
  from: number;
  to: number;
  place: Place;
  errand: boolean;
}

export interface Drive {
  kind: 'drive';
  from: number;
  to: number;
  route: Route;
}

export type Phase = Stay | Drive;

/** A tracker's day: phases covering [start, end) without gaps, starting and ending with a stay. */
export interface DayPlan {
  day: number;
  start: number;
  end: number;
  phases: Phase[];
}

/** A place to stop at on the way, and for how long. */
export interface Visit {
  key: string;
  dwellMs: number;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A day spent entirely at one place. */
export function stayDay(day: number, start: number, end: number, place: Place): DayPlan {
  return { day, start, end, phases: [{ kind: 'stay', from: start, to: end, place, errand: false }] };
}

export interface TravelRequest {
  day: number;
  start: number;
  end: number;
  from: string;
  visits: Visit[];
  to: string;
  departure: number;
  /** Driving-hour limit for the day (US hours-of-service allow 11 for truckers). */
  maxDrivingMs: number;
}

function attempt(graph: RoadGraph, req: TravelRequest, visits: Visit[], routeSeed: number): DayPlan | null {
  const random = new Random(routeSeed);
  const place = (key: string) => graph.places.get(key)!;
  const phases: Phase[] = [
    { kind: 'stay', from: req.start, to: req.departure, place: place(req.from), errand: false },
  ];
  let at = req.departure;
  let here = req.from;
  let driving = 0;
  const legs = [...visits, { key: req.to, dwellMs: 0 }];
  for (const [i, leg] of legs.entries()) {
    if (leg.key === here) continue;
    const route = planRoute(graph, here, leg.key, random);
    const ms = Math.round(route.durationSeconds * 1000);
    phases.push({ kind: 'drive', from: at, to: at + ms, route });
    at += ms;
    driving += ms;
    here = leg.key;
    const last = i === legs.length - 1;
    const until = last ? req.end : at + leg.dwellMs;
    phases.push({ kind: 'stay', from: at, to: until, place: place(here), errand: !last });
    at = until;
  }
  // the day must end where it was asked to, with time to spare before the next day's departure
  const last = phases[phases.length - 1]!;
  if (driving > req.maxDrivingMs || phases.length < 2 || last.kind !== 'stay') return null;
  if (last.from > req.end - HOUR) return null;
  // the final stay lasts until the next day (also when the last visit was the destination itself)
  phases[phases.length - 1] = { ...last, to: req.end, errand: false };
  return { day: req.day, start: req.start, end: req.end, phases };
}

/**
 * Leaves `from` at the departure time, stops at each visit, and ends the day at `to`. Visits are dropped from
 * the end until the day fits the driving limit and the arrival leaves an hour before the day ends.
 */
export function travelDay(graph: RoadGraph, req: TravelRequest, routeSeed: number): DayPlan {
  const visits = req.visits.filter((v, i, all) => v.key !== (i ? all[i - 1]!.key : req.from));
  for (let n = visits.length; n >= 0; n--) {
    const plan = attempt(graph, req, visits.slice(0, n), routeSeed);
    if (plan) return plan;
  }
  // nothing fits (a drive longer than the day): stay put rather than teleport
  return stayDay(req.day, req.start, req.end, graph.places.get(req.from)!);
}
