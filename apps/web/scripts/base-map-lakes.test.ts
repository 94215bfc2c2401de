import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { buildLakes, MIN_LAKE_KM2, ringAreaKm2 } from './base-map-lakes.ts';
import { inPolygon, type Ring } from './polygon.test-helper.ts';

interface Lake {
  geometry: { coordinates: Ring[] };
}

const inLake = (point: [number, number], lakes: Lake[]) =>
  lakes.some(({ geometry }) => inPolygon(point, geometry.coordinates));

describe('the base map lakes', () => {
  const require = createRequire(import.meta.url);
  const source = JSON.parse(readFileSync(require.resolve('@geo-maps/earth-lakes-1km/map.geo.json'), 'utf8'));
  const lakes = (JSON.parse(buildLakes(source)) as { features: Lake[] }).features;

  it('draws the lakes of the demo regions as water and leaves the lakeside cities on land', () => {
    expect(inLake([-87.3, 42.5], lakes)).toBe(true); // Lake Michigan off Kenosha
    expect(inLake([-88.42, 44.0], lakes)).toBe(true); // Lake Winnebago, Wisconsin
    expect(inLake([-80.83, 26.95], lakes)).toBe(true); // Lake Okeechobee, Florida
    for (const city of [
      [-87.6298, 41.8781], // Chicago
      [-87.9065, 43.0389], // Milwaukee
      [-87.8212, 42.5847], // Kenosha
      [-89.4012, 43.0731], // Madison
    ] as [number, number][])
      expect(inLake(city, lakes), String(city)).toBe(false);
  });

  it('keeps only lakes people navigate by, in a file the browser can afford', () => {
    for (const lake of lakes)
      expect(ringAreaKm2(lake.geometry.coordinates[0]!)).toBeGreaterThanOrEqual(MIN_LAKE_KM2);
    expect(lakes.length).toBeGreaterThan(5_000);
    expect(buildLakes(source).length).toBeLessThan(4_000_000);
  });

  it('measures a ring of one degree square at the equator as about 12,400 km²', () => {
    const square: Ring = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
      [0, 0],
    ];
    expect(ringAreaKm2(square)).toBeCloseTo(12_392, -2);
  });
});
