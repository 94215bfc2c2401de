import {
  PATH_SPEED_COLOUR_MPS,
  STOP_RADIUS_COLOUR_KM,
  STOP_RADIUS_DEFAULT_KM,
  type Position,
  type Stop,
} from '@lodestar/contracts';
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

const EARTH_RADIUS_M = 6_371_008.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

function metresBetween([lng1, lat1]: readonly number[], [lng2, lat2]: readonly number[]): number {
  const dLat = toRadians(lat2! - lat1!);
  const dLng = toRadians(lng2! - lng1!);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(lat1!)) * Math.cos(toRadians(lat2!)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(a));
}

/**
 * The speed of the leg that ends at `to`: the speed the tracker reported there, or, when it reported none, the
 * distance over the time since the previous fix (a leg with no time between its fixes counts as standing).
 */
export function legSpeed(from: Position, to: Position): number {
  if (to.speed != null && Number.isFinite(to.speed)) return to.speed;
  const seconds = (Date.parse(to.timestamp) - Date.parse(from.timestamp)) / 1000;
  return seconds > 0 ? metresBetween(from.location, to.location) / seconds : 0;
}

export interface PathFeatureProperties {
  colour: HistoryColour;
  /** The drawn colour, so the layer needs no lookup expression. */
  paint: string;
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

/**
 * The path of a period, coloured by speed (spec 1 §2.5). Built once per data change and grouped by colour, so
 * 130,000 fixes make at most three features rather than one per leg: MapLibre's worker then tiles a few large
 * geometries, and nothing is created per fix beyond its coordinate pair. The fixes themselves are drawn from
 * the same features (a circle layer draws every vertex), so they are not sent and tiled a second time.
 */
export function pathFeatures(positions: readonly Position[]): PathFeatures {
  const lines = new Map<HistoryColour, number[][][]>();
  let run: number[][] | null = null;
  let runColour: HistoryColour | null = null;
  for (let i = 1; i < positions.length; i++) {
    const from = positions[i - 1]!;
    const to = positions[i]!;
    const colour = speedColour(legSpeed(from, to));
    if (colour !== runColour || !run) {
      // a new run starts where the previous one ended, so the line has no gaps between colours
      run = [from.location];
      runColour = colour;
      const runs = lines.get(colour) ?? [];
      runs.push(run);
      lines.set(colour, runs);
    }
    run.push(to.location);
  }
  const features: PathFeatures['features'] = [...lines].map(([colour, coordinates]) => ({
    type: 'Feature',
    geometry: { type: 'MultiLineString', coordinates },
    properties: properties(colour),
  }));
  const [only] = positions;
  if (positions.length === 1 && only) {
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: only.location },
      properties: properties(speedColour(only.speed ?? 0)),
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

/** The [west, south, east, north] box around some [lng, lat] places, or null when there are none. */
export function boundsOf(places: Iterable<readonly number[]>): [number, number, number, number] | null {
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
