import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Feature, FeatureCollection, MultiLineString, MultiPolygon } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { writeGeneratedAsset } from './generated-asset.ts';
import { featureCollectionText, featureText, roundLine } from './geojson-text.ts';

/** Bump when the output's shape or selection changes, so a cached file is rebuilt. */
const FORMAT = 2;

const generated = (name: string) => fileURLToPath(new URL(`../src/map/generated/${name}`, import.meta.url));

/**
 * Where the land and the lines go, for base-map-tiles.ts to cut into the map's vector tiles. Until issue 26 the page's main thread parsed the TopoJSON and converted it
 * to GeoJSON (hundreds of milliseconds on a busy machine, while the tracker list waited for input); the result
 * never changes, so it is made once here.
 */
export const LAND_FILES = {
  land: generated('land.json'),
  borders: generated('borders.json'),
  states: generated('states.json'),
  counties: generated('counties.json'),
  /** The world view's land and borders (offline-scales.ts), from Natural Earth 1:50m. */
  landWorld: generated('land-world.json'),
  bordersWorld: generated('borders-world.json'),
} as const;

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
type UnitedStates = Topology<{
  counties: GeometryCollection;
  states: GeometryCollection;
  nation: GeometryCollection;
}>;

/** Each polygon of the land as its own feature, rings rounded; rings left with under 4 points are dropped. */
export function landFeatures(land: FeatureCollection | Feature): string {
  const features = 'features' in land ? land.features : [land];
  const out: string[] = [];
  for (const { geometry } of features) {
    const polygons =
      geometry.type === 'Polygon'
        ? [geometry.coordinates]
        : geometry.type === 'MultiPolygon'
          ? (geometry as MultiPolygon).coordinates
          : [];
    for (const polygon of polygons) {
      const [outer, ...holes] = polygon.map(roundLine);
      if (!outer || outer.length < 4) continue;
      out.push(featureText({ type: 'Polygon', coordinates: [outer, ...holes.filter((r) => r.length >= 4)] }));
    }
  }
  return featureCollectionText(out);
}

/** Each line of a mesh as its own LineString feature, rounded; lines left with one point are dropped. */
export function lineFeatures(lines: MultiLineString): string {
  return featureCollectionText(
    lines.coordinates
      .map(roundLine)
      .filter((line) => line.length >= 2)
      .map((line) => featureText({ type: 'LineString', coordinates: line })),
  );
}

function sameState(a: string | number | undefined, b: string | number | undefined): boolean {
  return String(a).slice(0, 2) === String(b).slice(0, 2);
}

/**
 * Natural Earth land and country borders at 1:10m from the world-atlas package (1:50m put waterfronts such as
 * Hoboken's in the Hudson), and US state and county lines from the us-atlas package (US Census Bureau).
 */
export function buildLand(
  countries: Countries,
  us: UnitedStates,
  worldCountries: Countries,
): Record<keyof typeof LAND_FILES, string> {
  return {
    landWorld: landFeatures(feature(worldCountries, worldCountries.objects.land)),
    bordersWorld: lineFeatures(mesh(worldCountries, worldCountries.objects.countries, (a, b) => a !== b)),
    land: landFeatures(feature(countries, countries.objects.land)),
    // shared arcs only, so each border is drawn once and coastlines are left to the land fill
    borders: lineFeatures(mesh(countries, countries.objects.countries, (a, b) => a !== b)),
    states: lineFeatures(mesh(us, us.objects.states, (a, b) => a !== b)),
    // county lines that are not also state lines (a county's FIPS code starts with its state's)
    counties: lineFeatures(mesh(us, us.objects.counties, (a, b) => a !== b && sameState(a.id, b.id))),
  };
}

/** Writes the files unless they were written from the same input and format already. */
export function ensureLand(): void {
  const require = createRequire(import.meta.url);
  const countriesBytes = readFileSync(require.resolve('world-atlas/countries-10m.json'));
  const usBytes = readFileSync(require.resolve('us-atlas/counties-10m.json'));
  const worldBytes = readFileSync(require.resolve('world-atlas/countries-50m.json'));
  const input = Buffer.concat([countriesBytes, usBytes, worldBytes]);
  let built: ReturnType<typeof buildLand> | undefined;
  const build = () =>
    (built ??= buildLand(
      JSON.parse(countriesBytes.toString('utf8')) as Countries,
      JSON.parse(usBytes.toString('utf8')) as UnitedStates,
      JSON.parse(worldBytes.toString('utf8')) as Countries,
    ));
  for (const [name, file] of Object.entries(LAND_FILES) as [keyof typeof LAND_FILES, string][])
    writeGeneratedAsset(file, input, FORMAT, () => build()[name]);
}
