import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pmtilesArchive, type ArchiveDescription, type ArchiveTile } from './pmtiles-archive.ts';
import { readArchive } from './archive-reader.test-helper.ts';

const DESCRIPTION: ArchiveDescription = {
  minZoom: 0,
  maxZoom: 8,
  bounds: [-180, -85, 180, 85],
  center: [-87.6, 41.9, 3],
  metadata: { name: 'test', vector_layers: [{ id: 'land', fields: {} }] },
};

const tile = (z: number, x: number, y: number, text = `tile ${z}/${x}/${y}`): ArchiveTile => ({
  z,
  x,
  y,
  data: gzipSync(Buffer.from(text)),
});

/** 0 to 63, as random as a hash: lengths gzip cannot predict make a directory too big for the root. */
const scatter = (x: number, y: number) => createHash('sha256').update(`${x}/${y}`).digest()[0]! % 64;

async function text(archive: ReturnType<typeof readArchive>, z: number, x: number, y: number) {
  const found = await archive.getZxy(z, x, y);
  return found ? Buffer.from(found.data).toString() : undefined;
}

describe('a PMTiles archive written at build time', () => {
  it('is read back by the pmtiles reader: each tile, its header and its metadata; a tile not written is absent', async () => {
    const archive = readArchive(
      pmtilesArchive([tile(3, 2, 2), tile(0, 0, 0), tile(5, 8, 11), tile(5, 9, 11)], DESCRIPTION),
    );
    expect(await text(archive, 0, 0, 0)).toBe('tile 0/0/0');
    expect(await text(archive, 3, 2, 2)).toBe('tile 3/2/2');
    expect(await text(archive, 5, 9, 11)).toBe('tile 5/9/11');
    expect(await text(archive, 5, 10, 11)).toBeUndefined();
    const header = await archive.getHeader();
    expect(header).toMatchObject({
      specVersion: 3,
      minZoom: 0,
      maxZoom: 8,
      tileType: 1,
      centerZoom: 3,
      numAddressedTiles: 4,
      clustered: true,
    });
    expect(header.centerLon).toBeCloseTo(-87.6, 5);
    expect(header.maxLat).toBeCloseTo(85, 5);
    expect(await archive.getMetadata()).toEqual(DESCRIPTION.metadata);
  });

  it('stores identical tiles once and still answers each address', async () => {
    const sea = (z: number, x: number, y: number) => tile(z, x, y, 'open sea');
    const tiles = [sea(4, 0, 0), sea(4, 1, 0), sea(4, 0, 1), sea(4, 1, 1), tile(4, 5, 5), sea(4, 9, 9)];
    const bytes = pmtilesArchive(tiles, DESCRIPTION);
    const archive = readArchive(bytes);
    for (const [x, y] of [
      [0, 0],
      [1, 1],
      [9, 9],
    ])
      expect(await text(archive, 4, x!, y!)).toBe('open sea');
    expect(await text(archive, 4, 5, 5)).toBe('tile 4/5/5');
    expect((await archive.getHeader()).numTileContents).toBe(2);
    expect(bytes.length).toBeLessThan(
      pmtilesArchive(
        tiles.map((t) => tile(t.z, t.x, t.y)),
        DESCRIPTION,
      ).length,
    );
  });

  it('puts the directory in leaves when it would not fit in the first 16 KiB, and every tile is still found', async () => {
    // every tile of zoom 8, each of its own length: far more entries than a root directory holds. Only the
    // tiles read back are compressed (the reader unzips what it reads); gzip for all 65,536 took seconds
    const probes = [
      [0, 0],
      [255, 255],
      [17, 200],
      [128, 3],
      [201, 99],
    ] as const;
    const probed = new Set(probes.map(([x, y]) => `${x}/${y}`));
    const tiles: ArchiveTile[] = [];
    for (let x = 0; x < 256; x++)
      for (let y = 0; y < 256; y++) {
        const content = `tile 8/${x}/${y} ${'.'.repeat(scatter(x, y))}`;
        tiles.push(
          probed.has(`${x}/${y}`) ? tile(8, x, y, content) : { z: 8, x, y, data: Buffer.from(content) },
        );
      }
    const bytes = pmtilesArchive(tiles, DESCRIPTION);
    const archive = readArchive(bytes);
    const header = await archive.getHeader();
    expect(header.leafDirectoryLength).toBeGreaterThan(0);
    expect(header.rootDirectoryOffset + header.rootDirectoryLength).toBeLessThanOrEqual(16_384);
    for (const [x, y] of probes)
      expect(await text(archive, 8, x, y)).toMatch(new RegExp(`^tile 8/${x}/${y} \\.*$`));
  });
});
