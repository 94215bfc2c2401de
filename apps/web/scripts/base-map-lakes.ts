import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { writeGeneratedAsset } from './generated-asset.ts';
import { featureCollectionText, featureText, roundLine } from './geojson-text.ts';

/** Bump when the output's shape or selection changes, so a cached file is rebuilt. */
const FORMAT = 1;

/** Where the lakes go, for base-map-tiles.ts to cut into the map's vector tiles. */
export const LAKES_FILE = fileURLToPath(new URL('../src/map/generated/lakes.json', import.meta.url));
/** The lakes of the world view (offline-scales.ts): at zoom 4 a lake of 500 km² is a few pixels across. */
export const LAKES_WORLD_FILE = fileURLToPath(
  new URL('../src/map/generated/lakes-world.json', import.meta.url),
);
export const MIN_WORLD_LAKE_KM2 = 500;

/**
 * Lakes smaller than this (km²) are left out: the source has 130,000 lakes (12 MB); the 20 km² and larger ones are
 * the lakes people navigate by (the Great Lakes down to Lake Winnebago and smaller) in about a tenth of the points.
 */
export const MIN_LAKE_KM2 = 20;

type Ring = [number, number][];

/** A ring's area in km², on a plane scaled at its latitude: close enough to pick lakes by size. */
export function ringAreaKm2(ring: Ring): number {
  let twice = 0;
  for (let i = 1; i < ring.length; i++) {
    const [x1, y1] = ring[i - 1]!;
    const [x2, y2] = ring[i]!;
    twice += (x2 - x1) * (y2 + y1);
  }
  const kmPerDegree = 111.32;
  const latitude = ring[0]?.[1] ?? 0;
  return Math.abs(twice / 2) * kmPerDegree * kmPerDegree * Math.cos((latitude * Math.PI) / 180);
}

interface LakesSource {
  geometries: { type: 'Polygon' | 'MultiPolygon'; coordinates: Ring[] | Ring[][] }[];
}

/**
 * The world's lakes of `minKm2` (MIN_LAKE_KM2 unless given) and more from the geo-maps 1 km lakes (OpenStreetMap data), one GeoJSON
 * polygon each, islands kept as holes, so a tile holds only the lakes it touches.
 */
export function buildLakes(source: LakesSource, minKm2 = MIN_LAKE_KM2): string {
  const features: string[] = [];
  for (const geometry of source.geometries) {
    const polygons =
      geometry.type === 'Polygon' ? [geometry.coordinates as Ring[]] : (geometry.coordinates as Ring[][]);
    for (const polygon of polygons) {
      const [outer, ...holes] = polygon.map(roundLine);
      if (!outer || outer.length < 4 || ringAreaKm2(outer) < minKm2) continue;
      const rings = [outer, ...holes.filter((ring) => ring.length >= 4)];
      features.push(featureText({ type: 'Polygon', coordinates: rings }));
    }
  }
  return featureCollectionText(features);
}

/** Writes LAKES_FILE unless it was written from the same input and format already. */
export function ensureLakes(): void {
  const require = createRequire(import.meta.url);
  const bytes = readFileSync(require.resolve('@geo-maps/earth-lakes-1km/map.geo.json'));
  let source: LakesSource | undefined;
  const parsed = () => (source ??= JSON.parse(new TextDecoder().decode(bytes)) as LakesSource);
  writeGeneratedAsset(LAKES_FILE, bytes, FORMAT, () => buildLakes(parsed()));
  writeGeneratedAsset(LAKES_WORLD_FILE, bytes, FORMAT, () => buildLakes(parsed(), MIN_WORLD_LAKE_KM2));
}
