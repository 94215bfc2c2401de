import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { clipLine, clipRing, type Box, type LngLat } from './clip-to-box.ts';

/** The fills of the base map, bottom to top: land on the water background, then lakes on the land. */
export const FILL_LAYERS = ['land', 'lakes'] as const;
/** Its lines, bottom to top, as the screen's style stacks them (apps/web/src/map/layers/offline-base-map.ts). */
export const LINE_LAYERS = ['counties', 'states', 'borders'] as const;

export type FillLayer = (typeof FILL_LAYERS)[number];
export type LineLayer = (typeof LINE_LAYERS)[number];

/** One land or lake shape: its rings (outer and holes, filled even-odd), cut to the box. */
export interface BaseMapFill {
  layer: FillLayer;
  rings: LngLat[][];
}

/** One county, state or country line, cut to the box. */
export interface BaseMapLine {
  layer: LineLayer;
  lines: LngLat[][];
}

/**
 * A place name. `rank` is the zoom from which the screen's map shows it: bigger places have lower ranks, and
 * where two names collide the lower rank wins.
 */
export interface BasePlace {
  name: string;
  rank: number;
  location: LngLat;
}

export interface TileFeatures {
  fills: BaseMapFill[];
  lines: BaseMapLine[];
  places: BasePlace[];
}

const polygonRings = (geometry: GeoJSON.Geometry): LngLat[][] =>
  geometry.type === 'Polygon'
    ? (geometry.coordinates as LngLat[][])
    : geometry.type === 'MultiPolygon'
      ? (geometry.coordinates as LngLat[][][]).flat()
      : [];

const lineStrings = (geometry: GeoJSON.Geometry): LngLat[][] =>
  geometry.type === 'LineString'
    ? [geometry.coordinates as LngLat[]]
    : geometry.type === 'MultiLineString'
      ? (geometry.coordinates as LngLat[][])
      : [];

/** The features of one tile (gzip already undone) in lng/lat, cut to the box; features outside it left out. */
export function tileFeatures(data: ArrayBuffer, z: number, x: number, y: number, box: Box): TileFeatures {
  const tile = new VectorTile(new PbfReader(new Uint8Array(data)));
  const out: TileFeatures = { fills: [], lines: [], places: [] };
  for (const layer of FILL_LAYERS) {
    const features = tile.layers[layer];
    for (let i = 0; i < (features?.length ?? 0); i++) {
      const rings = polygonRings(features!.feature(i).toGeoJSON(x, y, z).geometry)
        .map((ring) => clipRing(ring, box))
        .filter((ring): ring is LngLat[] => ring !== null);
      if (rings.length > 0) out.fills.push({ layer, rings });
    }
  }
  for (const layer of LINE_LAYERS) {
    const features = tile.layers[layer];
    for (let i = 0; i < (features?.length ?? 0); i++) {
      const lines = lineStrings(features!.feature(i).toGeoJSON(x, y, z).geometry).flatMap((line) =>
        clipLine(line, box),
      );
      if (lines.length > 0) out.lines.push({ layer, lines });
    }
  }
  const places = tile.layers.places;
  for (let i = 0; i < (places?.length ?? 0); i++) {
    const feature = places!.feature(i);
    const { geometry } = feature.toGeoJSON(x, y, z);
    if (geometry.type !== 'Point') continue;
    const location = geometry.coordinates as LngLat;
    const [lng, lat] = location;
    if (lng < box[0] || lng > box[2] || lat < box[1] || lat > box[3]) continue;
    const name = feature.properties.name;
    if (typeof name === 'string' && name)
      out.places.push({ name, rank: Number(feature.properties.z ?? 0), location });
  }
  return out;
}
