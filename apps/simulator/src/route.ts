import { bearingDegrees, distanceMetres, interpolate, type LatLon } from './geo.ts';
import { quickestPath, roadShape, type RoadGraph } from './road-graph.ts';
import type { Random } from './random.ts';

/** Speed ranges in km/h (issue: urban 30-50, highway 90-110). */
export const SPEED_KMH = { street: [30, 50], highway: [90, 110] } as const;
// Getting from a town centre to the interstate and back is city driving.
const RAMP_METRES = 3000;

/** One drive: a polyline with the speed of each segment and when each point is reached. */
export interface Route {
  from: string;
  to: string;
  points: LatLon[];
  /** Metres per second on the segment that starts at the same index. */
  speeds: number[];
  /** Seconds from departure at each point. */
  times: number[];
  lengthMetres: number;
  durationSeconds: number;
}

/** Builds the drive from one place to another along the quickest roads, drawing each road's speed from `random`. */
export function planRoute(graph: RoadGraph, from: string, to: string, random: Random): Route {
  const path = quickestPath(graph, from, to);
  const points: LatLon[] = [graph.places.get(from)!];
  const speeds: number[] = [];
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const road = graph.roads.get(a)!.find((r) => r.to === b)!;
    const [min, max] = SPEED_KMH[road.roadClass];
    const cruise = random.range(min, max) / 3.6;
    const street = random.range(SPEED_KMH.street[0], SPEED_KMH.street[1]) / 3.6;
    const shape = roadShape(graph, a, b, road.roadClass);
    let travelled = 0;
    const total = shape.reduce((sum, p, k) => (k ? sum + distanceMetres(shape[k - 1]!, p) : 0), 0);
    for (let k = 1; k < shape.length; k++) {
      const segment = distanceMetres(shape[k - 1]!, shape[k]!);
      const mid = travelled + segment / 2;
      const ramp = road.roadClass === 'highway' && (mid < RAMP_METRES || total - mid < RAMP_METRES);
      speeds.push(ramp ? street : cruise);
      points.push(shape[k]!);
      travelled += segment;
    }
  }
  const times = [0];
  let lengthMetres = 0;
  for (let k = 1; k < points.length; k++) {
    const segment = distanceMetres(points[k - 1]!, points[k]!);
    lengthMetres += segment;
    times.push(times[k - 1]! + segment / speeds[k - 1]!);
  }
  return { from, to, points, speeds, times, lengthMetres, durationSeconds: times[times.length - 1]! };
}

export interface RoutePoint extends LatLon {
  speedMps: number;
  course: number;
}

/** Where the drive is `elapsed` seconds after departure (clamped to its ends). */
export function pointAt(route: Route, elapsed: number): RoutePoint {
  const { points, times, speeds } = route;
  if (elapsed <= 0 || points.length < 2) {
    const course = points.length > 1 ? bearingDegrees(points[0]!, points[1]!) : 0;
    return { ...points[0]!, speedMps: speeds[0] ?? 0, course };
  }
  if (elapsed >= route.durationSeconds) {
    const n = points.length - 1;
    return { ...points[n]!, speedMps: 0, course: bearingDegrees(points[n - 1]!, points[n]!) };
  }
  // binary search for the segment [k, k+1] containing `elapsed`
  let lo = 0;
  let hi = times.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! <= elapsed) lo = mid;
    else hi = mid;
  }
  const a = points[lo]!;
  const b = points[hi]!;
  const span = times[hi]! - times[lo]!;
  const at = interpolate(a, b, span > 0 ? (elapsed - times[lo]!) / span : 0);
  return { ...at, speedMps: speeds[lo]!, course: bearingDegrees(a, b) };
}
