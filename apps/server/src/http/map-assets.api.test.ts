import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PMTiles, type RangeResponse, type Source } from 'pmtiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { MAP_PMTILES_PATH } from './map-config.ts';

/** The one tile of the fixture archive (z0/0/0); its bytes only need to come back unchanged. */
const TILE = Buffer.from('a tile of the self-hosted base map');

function varint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 128);
  }
  bytes.push(rest);
  return bytes;
}

/**
 * A minimal PMTiles v3 archive: the 127-byte header, a root directory with one entry (tile 0, the tile data's
 * first byte), empty JSON metadata and the tile, nothing compressed.
 */
function tinyPmtiles(): Buffer {
  // entries, tile id delta, run length, length, offset + 1
  const directory = Buffer.from([
    ...varint(1),
    ...varint(0),
    ...varint(1),
    ...varint(TILE.length),
    ...varint(1),
  ]);
  const metadata = Buffer.from('{}');
  const header = Buffer.alloc(127);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const rootOffset = 127;
  const metadataOffset = rootOffset + directory.length;
  const tileOffset = metadataOffset + metadata.length;
  const u64 = (at: number, value: number) => header.writeBigUInt64LE(BigInt(value), at);
  u64(8, rootOffset);
  u64(16, directory.length);
  u64(24, metadataOffset);
  u64(32, metadata.length);
  u64(40, tileOffset); // no leaf directories
  u64(48, 0);
  u64(56, tileOffset);
  u64(64, TILE.length);
  u64(72, 1);
  u64(80, 1);
  u64(88, 1);
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(1, 97); // internal compression: none
  header.writeUInt8(1, 98); // tile compression: none
  header.writeUInt8(1, 99); // vector tiles
  header.writeUInt8(0, 100);
  header.writeUInt8(0, 101);
  header.writeInt32LE(-1_800_000_000, 102);
  header.writeInt32LE(-850_000_000, 106);
  header.writeInt32LE(1_800_000_000, 110);
  header.writeInt32LE(850_000_000, 114);
  return Buffer.concat([header, directory, metadata, TILE]);
}

let t: TestApp;
let archive: Buffer;

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lodestar-pmtiles-'));
  archive = tinyPmtiles();
  writeFileSync(path.join(dataDir, 'region.pmtiles'), archive);
  t = await createTestApp({ DATA_DIR: dataDir, MAP_PMTILES: 'region.pmtiles' });
});
afterAll(() => t.close());

/** A PMTiles source reading the served file through the app, one Range request per read as a browser does. */
function servedSource(): Source {
  return {
    getKey: () => MAP_PMTILES_PATH,
    async getBytes(offset: number, length: number): Promise<RangeResponse> {
      const response = await t.app.inject({
        method: 'GET',
        url: MAP_PMTILES_PATH,
        headers: { range: `bytes=${offset}-${offset + length - 1}` },
      });
      expect(response.statusCode).toBe(206);
      const body = response.rawPayload;
      return {
        data: body.buffer.slice(body.byteOffset, body.byteOffset + body.length) as ArrayBuffer,
        etag: response.headers.etag as string | undefined,
      };
    },
  };
}

describe(`GET ${MAP_PMTILES_PATH}`, () => {
  it('serves byte ranges of the configured file, which the pmtiles reader opens and reads a tile from', async () => {
    const reader = new PMTiles(servedSource());
    const header = await reader.getHeader();
    expect(header.specVersion).toBe(3);
    expect(header.numAddressedTiles).toBe(1);
    const tile = await reader.getZxy(0, 0, 0);
    expect(Buffer.from(tile!.data).toString()).toBe(TILE.toString());
  });

  it('answers a range with 206, Content-Range, Accept-Ranges and a validator, and the whole file without one', async () => {
    const ranged = await t.app.inject({
      method: 'GET',
      url: MAP_PMTILES_PATH,
      headers: { range: 'bytes=0-6' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.body).toBe('PMTiles');
    expect(ranged.headers['content-range']).toBe(`bytes 0-6/${archive.length}`);
    expect(ranged.headers['accept-ranges']).toBe('bytes');
    expect(ranged.headers.etag).toBeTruthy();
    const whole = await t.app.inject({ method: 'GET', url: MAP_PMTILES_PATH });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(archive)).toBe(true);
  });

  it('refuses a range past the end of the file with 416', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: MAP_PMTILES_PATH,
      headers: { range: `bytes=${archive.length + 10}-${archive.length + 20}` },
    });
    expect(response.statusCode).toBe(416);
    expect(response.json().message).toMatch(/outside the base map file/);
  });

  it('is public: the page loads it before anyone signs in, like the app itself', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: MAP_PMTILES_PATH,
      headers: { range: 'bytes=0-0' },
    });
    expect(response.statusCode).toBe(206);
  });
});

describe('without MAP_PMTILES, or with a file that is not there', () => {
  it('answers 404 with what to configure', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({ method: 'GET', url: MAP_PMTILES_PATH });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/set MAP_PMTILES/);
    } finally {
      await plain.close();
    }
  });

  it('answers 404 naming the missing file, and never serves a path outside DATA_DIR', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lodestar-pmtiles-'));
    for (const file of ['missing.pmtiles', '../etc/passwd']) {
      const app = await createTestApp({ DATA_DIR: dataDir, MAP_PMTILES: file });
      try {
        const response = await app.app.inject({ method: 'GET', url: MAP_PMTILES_PATH });
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toContain('is not in DATA_DIR');
      } finally {
        await app.close();
      }
    }
  });
});
