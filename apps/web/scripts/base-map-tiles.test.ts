import { readFileSync } from 'node:fs';
import type { VectorTile } from '@mapbox/vector-tile';
import type { PMTiles } from 'pmtiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_ZOOM, TILES_MAX_ZOOM } from '../src/map/offline-scales.ts';
import { ensureTiles, TILES_FILE } from './base-map-tiles.ts';
import { readArchive, tileAt, vectorTile } from './archive-reader.test-helper.ts';
import { inPolygon, type Ring } from './polygon.test-helper.ts';

let archive: PMTiles;
let bytes: Buffer;

beforeAll(() => {
  // builds the GeoJSON and the tiles on a clean clone (tens of seconds on a slow machine), reuses them after
  ensureTiles();
  bytes = readFileSync(TILES_FILE);
  archive = readArchive(bytes);
}, 300_000);

/** The tile of zoom z over a point, as the map would read it for a view there. */
async function tileOver(
  point: [number, number],
  z: number,
): Promise<{ tile: VectorTile; x: number; y: number }> {
  const [x, y] = tileAt(point, z);
  const tile = await vectorTile(archive, z, x, y);
  if (!tile) throw new Error(`no tile ${z}/${x}/${y} over ${point.join(',')}`);
  return { tile, x, y };
}

/** Whether a fill layer of the tile over a point covers the point. */
async function covered(
  layer: 'land' | 'lakes',
  point: [number, number],
  z = TILES_MAX_ZOOM,
): Promise<boolean> {
  const { tile, x, y } = await tileOver(point, z);
  const fills = tile.layers[layer];
  for (let i = 0; i < (fills?.length ?? 0); i++) {
    const { geometry } = fills!.feature(i).toGeoJSON(x, y, z);
    const polygons =
      geometry.type === 'Polygon'
        ? [geometry.coordinates]
        : geometry.type === 'MultiPolygon'
          ? geometry.coordinates
          : [];
    if (polygons.some((rings) => inPolygon(point, rings as Ring[]))) return true;
  }
  return false;
}

/** The names in the places layer of the tile over a point, each with the zoom it is drawn from. */
async function places(point: [number, number], z: number): Promise<Map<string, number>> {
  const { tile } = await tileOver(point, z);
  const layer = tile.layers.places;
  const names = new Map<string, number>();
  for (let i = 0; i < (layer?.length ?? 0); i++) {
    const { name, z: from } = layer!.feature(i).properties;
    names.set(String(name), Number(from));
  }
  return names;
}

const CHICAGO: [number, number] = [-87.6298, 41.8781];
const LAKE_MICHIGAN: [number, number] = [-87.3, 42.5];

describe('the bundled base map tiles', () => {
  it('draw the lakes as water and the waterfront cities as land, at the deepest tiles a street view reads', async () => {
    expect(await covered('lakes', LAKE_MICHIGAN)).toBe(true);
    expect(await covered('lakes', [-88.42, 44.0])).toBe(true); // Lake Winnebago
    expect(await covered('land', CHICAGO)).toBe(true);
    expect(await covered('lakes', CHICAGO)).toBe(false);
    // demo trackers park on Hoboken's Sinatra Drive and at Stamford's harbour, a few hundred metres from water
    expect(await covered('land', [-74.0262, 40.7448])).toBe(true);
    expect(await covered('land', [-73.5402, 41.0425])).toBe(true);
  });

  it('carry the world scale below DETAIL_ZOOM: the large lakes, the big cities only, no county lines', async () => {
    const world = DETAIL_ZOOM - 1;
    expect(await covered('lakes', LAKE_MICHIGAN, world)).toBe(true);
    const names = await places(CHICAGO, world);
    expect(names.get('Chicago')).toBeLessThanOrEqual(world);
    // a tile keeps the names drawn at its zooms only
    for (const [name, from] of names) expect(from, name).toBeLessThan(world + 1);
    const { tile } = await tileOver(CHICAGO, world);
    expect(Object.keys(tile.layers)).not.toContain('counties');
    expect(Object.keys(tile.layers)).toEqual(expect.arrayContaining(['land', 'lakes', 'states', 'borders']));
  });

  it('carry every name and the county lines at the deepest zoom, over-zoomed to the street', async () => {
    const names = await places(CHICAGO, TILES_MAX_ZOOM);
    expect([...names.keys()]).toEqual(expect.arrayContaining(['Chicago', 'Evanston', 'Oak Park']));
    expect(Math.max(...names.values())).toBeGreaterThan(TILES_MAX_ZOOM);
    const { tile } = await tileOver(CHICAGO, TILES_MAX_ZOOM);
    expect(tile.layers.counties?.length).toBeGreaterThan(0);
  });

  it('leave the open sea out, and a view reads a few small tiles instead of whole files', async () => {
    const [x, y] = tileAt([-140, 10], TILES_MAX_ZOOM); // the middle of the Pacific
    expect(await archive.getZxy(TILES_MAX_ZOOM, x, y)).toBeUndefined();
    const [cx, cy] = tileAt(CHICAGO, TILES_MAX_ZOOM);
    const chicago = await archive.getZxy(TILES_MAX_ZOOM, cx, cy);
    expect(chicago!.data.byteLength).toBeLessThan(200_000);
    expect(bytes.length).toBeLessThan(15_000_000);
  });
});
