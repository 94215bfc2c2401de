import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { zxyToTileId } from 'pmtiles';

/**
 * A PMTiles v3 archive (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md) from tiles already
 * compressed with gzip. The `pmtiles` package that reads it in the browser has no writer and no other package
 * here writes one (decision 0059), so this is the small part of the format a static, build-time archive needs:
 * the header, directories with leaves when the root would not fit, and tile data in tile id order with identical
 * tiles stored once (the sea and the inland are the same few tiles thousands of times).
 */

/** One tile: its address and its gzip-compressed Mapbox Vector Tile bytes. */
export interface ArchiveTile {
  z: number;
  x: number;
  y: number;
  data: Uint8Array;
}

export interface ArchiveDescription {
  minZoom: number;
  maxZoom: number;
  /** [west, south, east, north] in degrees. */
  bounds: [number, number, number, number];
  /** [longitude, latitude, zoom] a viewer opens at. */
  center: [number, number, number];
  /** The archive's JSON metadata (vector_layers, attribution, name). */
  metadata: Record<string, unknown>;
}

interface Entry {
  tileId: number;
  offset: number;
  length: number;
  runLength: number;
}

const HEADER_BYTES = 127;
/** The header and the root directory must be readable in the first 16 KiB, the reader's first request. */
const ROOT_LIMIT = 16_384 - HEADER_BYTES;
const COMPRESSION_GZIP = 2;
const TILE_TYPE_MVT = 1;

function varint(out: number[], value: number): void {
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

/** A directory as the spec serializes it: columns of delta ids, run lengths, lengths and offsets, then gzip. */
function directoryBytes(entries: Entry[]): Buffer {
  const out: number[] = [];
  varint(out, entries.length);
  let lastId = 0;
  for (const e of entries) {
    varint(out, e.tileId - lastId);
    lastId = e.tileId;
  }
  for (const e of entries) varint(out, e.runLength);
  for (const e of entries) varint(out, e.length);
  entries.forEach((e, i) => {
    const previous = entries[i - 1];
    // 0 means "right after the previous entry's bytes"; any other offset is written plus one
    varint(out, previous && e.offset === previous.offset + previous.length ? 0 : e.offset + 1);
  });
  return gzipSync(Uint8Array.from(out));
}

/** The root directory, and the leaf directories it points to when all entries do not fit in the root. */
function directories(entries: Entry[]): { root: Buffer; leaves: Buffer } {
  const whole = directoryBytes(entries);
  if (whole.length <= ROOT_LIMIT) return { root: whole, leaves: Buffer.alloc(0) };
  for (let leafSize = 4096; ; leafSize *= 2) {
    const rootEntries: Entry[] = [];
    const leafParts: Buffer[] = [];
    let offset = 0;
    for (let i = 0; i < entries.length; i += leafSize) {
      const leaf = directoryBytes(entries.slice(i, i + leafSize));
      // a root entry with run length 0 points at a leaf directory, by its place in the leaf section
      rootEntries.push({ tileId: entries[i]!.tileId, offset, length: leaf.length, runLength: 0 });
      leafParts.push(leaf);
      offset += leaf.length;
    }
    const root = directoryBytes(rootEntries);
    if (root.length <= ROOT_LIMIT) return { root, leaves: Buffer.concat(leafParts) };
  }
}

function writeUint64(header: Buffer, at: number, value: number): void {
  header.writeBigUInt64LE(BigInt(value), at);
}

const e7 = (degrees: number) => Math.round(degrees * 1e7);

/** The archive's bytes: header, root directory, metadata, leaf directories, tile data. */
export function pmtilesArchive(tiles: readonly ArchiveTile[], description: ArchiveDescription): Buffer {
  const sorted = tiles
    .map((tile) => ({ tileId: zxyToTileId(tile.z, tile.x, tile.y), data: tile.data }))
    .sort((a, b) => a.tileId - b.tileId);
  const offsets = new Map<string, number>();
  const contents: Uint8Array[] = [];
  let dataLength = 0;
  const entries: Entry[] = [];
  for (const { tileId, data } of sorted) {
    const hash = createHash('sha256').update(data).digest('hex');
    let offset = offsets.get(hash);
    if (offset === undefined) {
      offset = dataLength;
      offsets.set(hash, offset);
      contents.push(data);
      dataLength += data.length;
    }
    const last = entries.at(-1);
    // consecutive ids with the same bytes share one entry
    if (last && last.tileId + last.runLength === tileId && last.offset === offset) last.runLength += 1;
    else entries.push({ tileId, offset, length: data.length, runLength: 1 });
  }
  const { root, leaves } = directories(entries);
  const metadata = gzipSync(Buffer.from(JSON.stringify(description.metadata)));

  const header = Buffer.alloc(HEADER_BYTES);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + root.length;
  const leavesOffset = metadataOffset + metadata.length;
  const dataOffset = leavesOffset + leaves.length;
  writeUint64(header, 8, rootOffset);
  writeUint64(header, 16, root.length);
  writeUint64(header, 24, metadataOffset);
  writeUint64(header, 32, metadata.length);
  writeUint64(header, 40, leavesOffset);
  writeUint64(header, 48, leaves.length);
  writeUint64(header, 56, dataOffset);
  writeUint64(header, 64, dataLength);
  writeUint64(header, 72, sorted.length);
  writeUint64(header, 80, entries.length);
  writeUint64(header, 88, contents.length);
  header.writeUInt8(1, 96); // clustered: tile data in tile id order
  header.writeUInt8(COMPRESSION_GZIP, 97); // directories and metadata
  header.writeUInt8(COMPRESSION_GZIP, 98); // tiles
  header.writeUInt8(TILE_TYPE_MVT, 99);
  header.writeUInt8(description.minZoom, 100);
  header.writeUInt8(description.maxZoom, 101);
  const [west, south, east, north] = description.bounds;
  header.writeInt32LE(e7(west), 102);
  header.writeInt32LE(e7(south), 106);
  header.writeInt32LE(e7(east), 110);
  header.writeInt32LE(e7(north), 114);
  const [lon, lat, zoom] = description.center;
  header.writeUInt8(zoom, 118);
  header.writeInt32LE(e7(lon), 119);
  header.writeInt32LE(e7(lat), 123);
  return Buffer.concat([header, root, metadata, leaves, ...contents]);
}
