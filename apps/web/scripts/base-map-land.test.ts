import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { buildLand } from './base-map-land.ts';
import { inPolygon, type Ring } from './polygon.test-helper.ts';

interface Collection {
  type: string;
  features: { geometry: { type: string; coordinates: Ring[] | Ring } }[];
}

const onLand = (point: [number, number], land: Collection) =>
  land.features.some(({ geometry }) => inPolygon(point, geometry.coordinates as Ring[]));

/** The lines of a file that pass within `km` of a point. */
const linesNear = ([x, y]: [number, number], lines: Collection, km: number) =>
  lines.features.filter(({ geometry }) =>
    (geometry.coordinates as Ring).some(
      ([lx, ly]) => Math.hypot((lx - x) * 111 * Math.cos((y * Math.PI) / 180), (ly - y) * 111) < km,
    ),
  );

describe('the base map land and lines, made at build time', () => {
  const require = createRequire(import.meta.url);
  const read = (name: string) => JSON.parse(readFileSync(require.resolve(name), 'utf8'));
  const built = buildLand(
    read('world-atlas/countries-10m.json'),
    read('us-atlas/counties-10m.json'),
    read('world-atlas/countries-50m.json'),
  );
  const files = Object.fromEntries(
    Object.entries(built).map(([name, text]) => [name, JSON.parse(text) as Collection]),
  ) as Record<keyof typeof built, Collection>;

  it('puts the demo cities and waterfronts on land and the open sea off it', () => {
    for (const place of [
      [-87.6298, 41.8781], // Chicago
      [-74.0262, 40.7448], // Hoboken's Sinatra Drive on the Hudson
      [-73.5402, 41.0425], // Stamford harbour
      [2.3522, 48.8566], // Paris
    ] as [number, number][])
      expect(onLand(place, files.land), String(place)).toBe(true);
    for (const sea of [
      [-40, 30], // the middle of the Atlantic
      [-74.0, 40.5], // Lower New York Bay
    ] as [number, number][])
      expect(onLand(sea, files.land), String(sea)).toBe(false);
  });

  it('draws state lines once and leaves them out of the county lines', () => {
    // the Illinois-Indiana line south of Chicago, and a county line inside Illinois (Cook and DuPage)
    const stateLine: [number, number] = [-87.526, 40.5];
    expect(linesNear(stateLine, files.states, 2).length).toBeGreaterThan(0);
    expect(linesNear(stateLine, files.counties, 0.5)).toEqual([]);
    expect(linesNear([-87.92, 41.85], files.counties, 3).length).toBeGreaterThan(0);
    // the US-Canada border is a country border
    expect(linesNear([-95.15, 49.0], files.borders, 5).length).toBeGreaterThan(0);
  });

  it('writes one polygon or line per feature, rounded to 3 decimals, so a map worker tiles only what a tile touches', () => {
    expect(files.land.features.length).toBeGreaterThan(1000);
    for (const [name, collection] of Object.entries(files)) {
      expect(collection.type, name).toBe('FeatureCollection');
      const types = new Set(collection.features.map((f) => f.geometry.type));
      expect([...types], name).toEqual([name.startsWith('land') ? 'Polygon' : 'LineString']);
    }
    // the text is what is downloaded: no coordinate carries more than 3 decimals
    for (const [name, text] of Object.entries(built)) expect(text, name).not.toMatch(/\.\d{4}/);
  });
});
