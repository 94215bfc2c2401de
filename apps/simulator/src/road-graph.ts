import { bearingDegrees, distanceMetres, interpolate, offsetMetres, type LatLon } from './geo.ts';
import { REGIONS, regionPlaces, type Place, type RegionKey } from './places/index.ts';
import { hashString, Random } from './random.ts';

export type RoadClass = 'highway' | 'street';

export interface Road {
  to: string;
  lengthMetres: number;
  roadClass: RoadClass;
}

export interface RoadGraph {
  region: RegionKey;
  places: Map<string, Place>;
  roads: Map<string, Road[]>;
}

// Typical speeds for choosing the quickest path; the trip itself draws its own speeds.
const PLANNING_SPEED: Record<RoadClass, number> = { highway: 100, street: 40 };
// Road distance is longer than the straight line; this is the usual detour factor for US roads.
const DETOUR = 1.2;

const graphs = new Map<RegionKey, RoadGraph>();

/** The road graph of a region (built once). Throws on a road naming an unknown place, so data errors show early. */
export function roadGraph(region: RegionKey): RoadGraph {
  const cached = graphs.get(region);
  if (cached) return cached;
  const places = regionPlaces(region);
  const roads = new Map<string, Road[]>([...places.keys()].map((k) => [k, []]));
  const add = (pair: string, roadClass: RoadClass) => {
    const [a, b] = pair.split('-');
    const from = places.get(a ?? '');
    const to = places.get(b ?? '');
    if (!from || !to) throw new Error(`Road ${pair} in ${region} names an unknown place`);
    const lengthMetres = distanceMetres(from, to) * DETOUR;
    roads.get(from.key)!.push({ to: to.key, lengthMetres, roadClass });
    roads.get(to.key)!.push({ to: from.key, lengthMetres, roadClass });
  };
  for (const pair of REGIONS[region].highways) add(pair, 'highway');
  for (const pair of REGIONS[region].streets) add(pair, 'street');
  const graph = { region, places, roads };
  graphs.set(region, graph);
  return graph;
}

/** The quickest sequence of place keys from one place to another (Dijkstra; the graphs have a few dozen nodes). */
export function quickestPath(graph: RoadGraph, from: string, to: string): string[] {
  const cost = new Map<string, number>([[from, 0]]);
  const previous = new Map<string, string>();
  const open = new Set([from]);
  while (open.size) {
    let here = '';
    let best = Infinity;
    for (const key of open) {
      const c = cost.get(key)!;
      if (c < best) [here, best] = [key, c];
    }
    open.delete(here);
    if (here === to) break;
    for (const road of graph.roads.get(here) ?? []) {
      const next = best + road.lengthMetres / PLANNING_SPEED[road.roadClass];
      if (next < (cost.get(road.to) ?? Infinity)) {
        cost.set(road.to, next);
        previous.set(road.to, here);
        open.add(road.to);
      }
    }
  }
  if (!cost.has(to)) throw new Error(`No road from ${from} to ${to} in ${graph.region}`);
  const path = [to];
  while (path[0] !== from) path.unshift(previous.get(path[0]!)!);
  return path;
}

const shapes = new Map<string, LatLon[]>();

/**
 * The shape of the road between two places: a gentle bend (a quadratic curve whose bulge depends only on the
 * road) with a slow wiggle, sampled every 0.5-2 km. The same road always has the same shape, so repeated trips
 * draw the same line on the map, as real ones do.
 */
export function roadShape(graph: RoadGraph, a: string, b: string, roadClass: RoadClass): LatLon[] {
  const [first, second] = a < b ? [a, b] : [b, a];
  const key = `${graph.region}:${first}-${second}`;
  let shape = shapes.get(key);
  if (!shape) {
    const p = graph.places.get(first)!;
    const q = graph.places.get(second)!;
    const random = new Random(hashString(key));
    const length = distanceMetres(p, q);
    const side = random.chance(0.5) ? 90 : -90;
    const bulge = length * random.range(0.02, roadClass === 'highway' ? 0.05 : 0.04);
    const control = offsetMetres(interpolate(p, q, 0.5), bearingDegrees(p, q) + side, bulge);
    const step = roadClass === 'highway' ? 2000 : 500;
    const count = Math.max(2, Math.ceil(length / step));
    const wiggle = Math.min(150, length * 0.01);
    const waves = random.int(2, 5);
    shape = [];
    for (let i = 0; i <= count; i++) {
      const f = i / count;
      // quadratic Bezier p -> control -> q
      const along = interpolate(interpolate(p, control, f), interpolate(control, q, f), f);
      const lateral = wiggle * Math.sin(Math.PI * waves * f);
      shape.push(i === 0 || i === count ? along : offsetMetres(along, bearingDegrees(p, q) + 90, lateral));
    }
    shapes.set(key, shape);
  }
  return a === first ? shape : [...shape].reverse();
}
