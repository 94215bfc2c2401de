import {
  PATH_SPEED_COLOUR_MPS,
  STOP_RADIUS_COLOUR_KM,
  STOP_RADIUS_DEFAULT_KM,
  type HistoryPath,
  type Stop,
} from '@lodestar/contracts';
import { distanceMetres } from '@lodestar/domain';
import type { FeatureCollection, MultiLineString, Point } from 'geojson';

/** The three colours of path segments and stops (spec 1 §2.5). */
export type HistoryColour = 'red' | 'orange' | 'dark';

export const HISTORY_PALETTE: Record<HistoryColour, string> = {
  red: '#e03131',
  orange: '#f76707',
  dark: '#343a40',
};

/** Path colour by speed in m/s: at most 0.5 red, at most 4 orange, otherwise dark. */
export function speedColour(speedMps: number): HistoryColour {
  if (speedMps <= PATH_SPEED_COLOUR_MPS.red) return 'red';
  if (speedMps <= PATH_SPEED_COLOUR_MPS.orange) return 'orange';
  return 'dark';
}

/** Stop colour by radius in km: at or below 0.5 red, at or below 4 orange, otherwise dark. */
export function stopColour(radiusKm: number): HistoryColour {
  if (radiusKm <= STOP_RADIUS_COLOUR_KM.red) return 'red';
  if (radiusKm <= STOP_RADIUS_COLOUR_KM.orange) return 'orange';
  return 'dark';
}

/**
 * The speed of the leg that ends at fix `to` (> 0): the speed the tracker reported there, or, when it reported
 * none, the distance over the time since the previous fix (a leg with no time between its fixes counts as
 * standing).
 */
export function legSpeed(path: HistoryPath, to: number): number {
  const reported = path.speed[to];
  if (reported != null && Number.isFinite(reported)) return reported;
  const from = to - 1;
  const seconds = path.time[to]! - path.time[from]!;
  if (!(seconds > 0)) return 0;
  return distanceMetres(path.lat[from]!, path.lng[from]!, path.lat[to]!, path.lng[to]!) / seconds;
}

export interface PathFeatureProperties {
  colour: HistoryColour;
  /** The drawn colour, so the layer needs no lookup expression. */
  paint: string;
  /** A long path's preview (path-preview.ts): its vertices are a simplification, not the fixes. */
  preview?: true;
}

/**
 * One MultiLineString per colour: runs of legs of that colour, in path order, each starting where the one
 * before it ended. A period with a single fix has no leg: that fix is a Point.
 */
export type PathFeatures = FeatureCollection<MultiLineString | Point, PathFeatureProperties>;

const properties = (colour: HistoryColour): PathFeatureProperties => ({
  colour,
  paint: HISTORY_PALETTE[colour],
});

/** How many fixes a path holds. */
export const pathLength = (path: HistoryPath): number => path.time.length;

/**
 * The path of a period, coloured by speed (spec 1 §2.5). Built once per data change from the answer's columns
 * and grouped by colour, so 130,000 fixes make at most three features rather than one per leg: MapLibre's worker
 * then tiles a few large geometries, and nothing is created per fix beyond the coordinate pair GeoJSON needs
 * (one pair per fix: a run that changes colour shares its first pair with the end of the previous run). The
 * fixes themselves are drawn from the same features (a circle layer draws every vertex), so they are not sent
 * and tiled a second time.
 */
export function pathFeatures(path: HistoryPath): PathFeatures {
  const { lng, lat } = path;
  const count = pathLength(path);
  const lines = new Map<HistoryColour, number[][][]>();
  let run: number[][] | null = null;
  let runColour: HistoryColour | null = null;
  let previous = count > 0 ? [lng[0]!, lat[0]!] : null;
  for (let i = 1; i < count; i++) {
    const colour = speedColour(legSpeed(path, i));
    if (colour !== runColour || !run) {
      // a new run starts where the previous one ended, so the line has no gaps between colours
      run = [previous!];
      runColour = colour;
      const runs = lines.get(colour);
      if (runs) runs.push(run);
      else lines.set(colour, [run]);
    }
    previous = [lng[i]!, lat[i]!];
    run.push(previous);
  }
  const features: PathFeatures['features'] = [...lines].map(([colour, coordinates]) => ({
    type: 'Feature',
    geometry: { type: 'MultiLineString', coordinates },
    properties: properties(colour),
  }));
  if (count === 1) {
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [lng[0]!, lat[0]!] },
      properties: properties(speedColour(path.speed[0] ?? 0)),
    });
  }
  return { type: 'FeatureCollection', features };
}

export interface StopFeatureProperties extends PathFeatureProperties {
  index: number;
  start_time: string;
  end_time: string;
  duration_seconds: number;
  address: string | null;
  radius: number;
}

/** One point per stop, coloured by its radius (default 0.1 km when it has none). */
export function stopFeatures(stops: readonly Stop[]): FeatureCollection<Point, StopFeatureProperties> {
  return {
    type: 'FeatureCollection',
    features: stops.map((stop, index) => {
      const radius = stop.radius > 0 ? stop.radius : STOP_RADIUS_DEFAULT_KM;
      const colour = stopColour(radius);
      return {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: stop.location },
        properties: {
          index,
          colour,
          paint: HISTORY_PALETTE[colour],
          start_time: stop.start_time,
          end_time: stop.end_time,
          duration_seconds: stop.duration_seconds,
          address: stop.address,
          radius,
        },
      };
    }),
  };
}

/** A box: [west, south, east, north]. */
export type Bounds = [number, number, number, number];

/** The box around a path's fixes, read from its columns without a pair per fix; null for an empty path. */
export function pathBounds(path: HistoryPath): Bounds | null {
  const { lng, lat } = path;
  if (!lng.length) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (let i = 0; i < lng.length; i++) {
    const x = lng[i]!;
    const y = lat[i]!;
    if (x < west) west = x;
    if (x > east) east = x;
    if (y < south) south = y;
    if (y > north) north = y;
  }
  return [west, south, east, north];
}

/** The [west, south, east, north] box around some [lng, lat] places, or null when there are none. */
export function boundsOf(places: Iterable<readonly number[]>): Bounds | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const [lng, lat] of places) {
    if (lng! < west) west = lng!;
    if (lng! > east) east = lng!;
    if (lat! < south) south = lat!;
    if (lat! > north) north = lat!;
  }
  return west === Infinity ? null : [west, south, east, north];
}

/**
 * A parked period: every fix within STOP_RADIUS_DEFAULT_KM (100 m) of the first one. Its path is a few metres of
 * line, less than a pixel at the fit zoom, under the current position's marker: the map drew "no path at all"
 * (issue 26). Answers how many fixes and how far the farthest lies from the first, or null for a period with no
 * fixes or with movement.
 */
export function parkedSpread(path: HistoryPath): { fixes: number; metres: number } | null {
  const count = pathLength(path);
  if (count === 0) return null;
  const limit = STOP_RADIUS_DEFAULT_KM * 1000;
  const [lat0, lng0] = [path.lat[0]!, path.lng[0]!];
  let metres = 0;
  for (let i = 1; i < count; i++) {
    const d = distanceMetres(lat0, lng0, path.lat[i]!, path.lng[i]!);
    if (d > limit) return null;
    if (d > metres) metres = d;
  }
  return { fixes: count, metres };
}
