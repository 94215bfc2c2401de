import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findBaseMapArchive } from './archive-location.ts';
import { ensureBaseMapArchive } from './base-map.test-helper.ts';
import { BaseMapReader, type Box } from './base-map-reader.ts';

let reader: BaseMapReader;

beforeAll(() => {
  reader = new BaseMapReader(ensureBaseMapArchive());
}, 300_000);

const chicago: Box = [-88.2, 41.6, -87.3, 42.1];
const inBox = ([lng, lat]: [number, number], box: Box) =>
  lng >= box[0] - 1e-9 && lng <= box[2] + 1e-9 && lat >= box[1] - 1e-9 && lat <= box[3] + 1e-9;

describe('BaseMapReader', () => {
  it('gives a city view its land, lake, county lines and names, all within the box', async () => {
    const map = await reader.features({ box: chicago, width: 530, height: 380 });
    expect(map.zoom).toBeGreaterThan(8);
    expect(map.tileZoom).toBe(7);
    expect(map.fills.some((f) => f.layer === 'land')).toBe(true);
    // Lake Michigan is in the lakes layer
    expect(map.fills.some((f) => f.layer === 'lakes')).toBe(true);
    expect(map.lines.some((l) => l.layer === 'counties')).toBe(true);
    expect(map.places.map((p) => p.name)).toContain('Chicago');
    for (const fill of map.fills)
      for (const ring of fill.rings) for (const p of ring) expect(inBox(p, chicago)).toBe(true);
    for (const line of map.lines)
      for (const piece of line.lines) for (const p of piece) expect(inBox(p, chicago)).toBe(true);
  });

  it('names only the biggest places of a continent, biggest first, and draws no county lines there', async () => {
    const box: Box = [-125, 24, -66, 50];
    const map = await reader.features({ box, width: 530, height: 380 });
    expect(map.tileZoom).toBeLessThan(5);
    expect(map.lines.some((l) => l.layer === 'counties')).toBe(false);
    expect(map.lines.some((l) => l.layer === 'states')).toBe(true);
    expect(map.places.length).toBeGreaterThan(0);
    expect(map.places.length).toBeLessThan(200);
    const ranks = map.places.map((p) => p.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(map.places.map((p) => p.name)).not.toContain('Evanston');
  });

  it('credits the data sources as plain text', async () => {
    const map = await reader.features({ box: chicago, width: 100, height: 100 });
    expect(map.attribution).toContain('Natural Earth');
    expect(map.attribution).not.toContain('<a');
  });

  it('gives nothing but the credits over the open sea', async () => {
    const map = await reader.features({ box: [-40, 30, -39, 31], width: 530, height: 380 });
    expect(map.fills).toEqual([]);
    expect(map.places).toEqual([]);
  });
});

describe('finding the archive', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'base-map-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'base-map-Ab12.pmtiles'), 'x');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("prefers the caller's file, then the built web app's asset, then the generated one", () => {
    const generated = ensureBaseMapArchive();
    expect(findBaseMapArchive({ file: generated, webDist: dist })).toBe(generated);
    expect(findBaseMapArchive({ webDist: dist })).toBe(path.join(dist, 'assets', 'base-map-Ab12.pmtiles'));
    expect(findBaseMapArchive({ webDist: '/nonexistent' })).toBe(generated);
  });

  it('opens no reader, with a warning, when the named archive is missing', () => {
    const warn = vi.fn();
    expect(BaseMapReader.open({ file: '/nonexistent/base-map.pmtiles' }, { warn })).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('base map'));
  });
});
