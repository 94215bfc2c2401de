import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { PMTiles, type RangeResponse, type Source } from 'pmtiles';

/** The `pmtiles` package's reader (the browser's) over an archive in memory. */
export function readArchive(bytes: Uint8Array): PMTiles {
  const source: Source = {
    getKey: () => 'archive',
    // a copy: a Buffer's slice shares the whole pool's ArrayBuffer
    getBytes: async (offset: number, length: number): Promise<RangeResponse> => ({
      data: Uint8Array.from(bytes.subarray(offset, offset + length)).buffer,
    }),
  };
  return new PMTiles(source);
}

/** A tile's layers as MapLibre decodes them, or null when the archive has no such tile. */
export async function vectorTile(
  archive: PMTiles,
  z: number,
  x: number,
  y: number,
): Promise<VectorTile | null> {
  const tile = await archive.getZxy(z, x, y);
  return tile ? new VectorTile(new PbfReader(new Uint8Array(tile.data))) : null;
}

/** The tile of zoom z holding a point, as slippy-map x and y. */
export function tileAt([lon, lat]: [number, number], z: number): [number, number] {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  const x = Math.floor(((lon + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return [x, y];
}
