import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { GeoJSONVT, type GeoJSONVTTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type { Plugin } from 'vite';
import { BASE_MAP_ATTRIBUTION } from '../src/map/base-map-credits.ts';
import { DETAIL_ZOOM, LINES_FROM_ZOOM, TILES_MAX_ZOOM } from '../src/map/offline-scales.ts';
import { writeGeneratedAsset } from './generated-asset.ts';
import { ensureLakes, LAKES_FILE, LAKES_WORLD_FILE } from './base-map-lakes.ts';
import { ensureLand, LAND_FILES } from './base-map-land.ts';
import { ensurePlaces, PLACES_FILE, PLACES_WORLD_FILE } from './base-map-places.ts';
import { pmtilesArchive, type ArchiveTile } from './pmtiles-archive.ts';

/** Bump when the tiles' layers, zooms or cutting change, so a cached archive is rebuilt. */
const FORMAT = 1;

/** The archive the map reads by byte ranges (offline-files.ts). */
export const TILES_FILE = fileURLToPath(new URL('../src/map/generated/base-map.pmtiles', import.meta.url));

/** The layers of every tile, by their names in the map style (layers/offline-base-map.ts). */
export type BaseMapLayer = 'land' | 'lakes' | 'states' | 'counties' | 'borders' | 'places';

/** Where each layer's GeoJSON comes from at each scale (offline-scales.ts); no file means not at that scale. */
const LAYER_FILES: Record<'world' | 'detail', Partial<Record<BaseMapLayer, string>>> = {
  world: {
    land: LAND_FILES.landWorld,
    lakes: LAKES_WORLD_FILE,
    states: LAND_FILES.states,
    borders: LAND_FILES.bordersWorld,
    places: PLACES_WORLD_FILE,
  },
  detail: {
    land: LAND_FILES.land,
    lakes: LAKES_FILE,
    states: LAND_FILES.states,
    counties: LAND_FILES.counties,
    borders: LAND_FILES.borders,
    places: PLACES_FILE,
  },
};

/** The zoom from which a layer is drawn (the style's minzoom): lower tiles leave it out. */
const LAYER_FROM_ZOOM: Partial<Record<BaseMapLayer, number>> = LINES_FROM_ZOOM;

/**
 * The tile grid: 8192 units a side (MapLibre's own), simplified to one unit. At the deepest zoom a unit is
 * about 40 m at the equator, finer than the 100 m the GeoJSON is rounded to (geojson-text.ts), so the map
 * over-zoomed to a street shows the coast where the GeoJSON has it.
 */
const TILE_OPTIONS = { extent: 8192, buffer: 128, tolerance: 1, maxZoom: TILES_MAX_ZOOM, indexMaxZoom: 4 };

type Layers = Partial<Record<BaseMapLayer, GeoJSONVT>>;

function indexLayers(files: Partial<Record<BaseMapLayer, string>>): Layers {
  const layers: Layers = {};
  for (const [name, file] of Object.entries(files) as [BaseMapLayer, string][])
    layers[name] = new GeoJSONVT(JSON.parse(readFileSync(file, 'utf8')) as GeoJSON.GeoJSON, TILE_OPTIONS);
  return layers;
}

/**
 * A tile's features of one layer as drawn at zoom z..z+1: a place label carries the zoom from which it is drawn
 * (`z`), so a tile below the deepest keeps only the names its zooms show; the deepest keeps all, being
 * over-zoomed to the street.
 */
function drawnAt(name: BaseMapLayer, tile: GeoJSONVTTile, z: number): GeoJSONVTTile | null {
  if ((LAYER_FROM_ZOOM[name] ?? 0) > z) return null;
  if (name !== 'places' || z >= TILES_MAX_ZOOM) return tile.features.length > 0 ? tile : null;
  const features = tile.features.filter((f) => Number(f.tags?.z ?? 0) < z + 1);
  // the same tile with fewer features (the package types a tile's features as two kinds at once)
  return features.length > 0 ? ({ ...tile, features } as unknown as GeoJSONVTTile) : null;
}

/**
 * Every tile from `fromZoom` to `toZoom` that has anything to draw, walking down from the whole world and
 * leaving out the children of a tile none of whose layers reaches it (the open sea).
 */
function cutTiles(layers: Layers, fromZoom: number, toZoom: number, out: ArchiveTile[]): void {
  const walk = (z: number, x: number, y: number) => {
    const drawn: Record<string, GeoJSONVTTile> = {};
    let anything = false;
    for (const [name, index] of Object.entries(layers) as [BaseMapLayer, GeoJSONVT][]) {
      const tile = index.getTile(z, x, y);
      if (!tile) continue;
      anything = true;
      const kept = z >= fromZoom ? drawnAt(name, tile, z) : null;
      if (kept) drawn[name] = kept;
    }
    if (!anything) return;
    if (Object.keys(drawn).length > 0)
      out.push({
        z,
        x,
        y,
        data: gzipSync(fromGeojsonVt(drawn, { version: 2, extent: TILE_OPTIONS.extent })),
      });
    if (z === toZoom) return;
    for (const dx of [0, 1]) for (const dy of [0, 1]) walk(z + 1, x * 2 + dx, y * 2 + dy);
  };
  walk(0, 0, 0);
}

/**
 * The bundled base map as vector tiles in one archive: the world scale's files below DETAIL_ZOOM, the detailed
 * ones from it to TILES_MAX_ZOOM, over-zoomed beyond. A map screen reads only the few tiles of its view; tiling
 * the GeoJSON in the browser parsed up to 15 MB and kept both cores busy for seconds on every map screen.
 */
export function buildTiles(): Buffer {
  const tiles: ArchiveTile[] = [];
  cutTiles(indexLayers(LAYER_FILES.world), 0, DETAIL_ZOOM - 1, tiles);
  cutTiles(indexLayers(LAYER_FILES.detail), DETAIL_ZOOM, TILES_MAX_ZOOM, tiles);
  const layerNames = [...new Set(Object.values(LAYER_FILES).flatMap((files) => Object.keys(files)))];
  return pmtilesArchive(tiles, {
    minZoom: 0,
    maxZoom: TILES_MAX_ZOOM,
    bounds: [-180, -85.05, 180, 85.05],
    center: [0, 0, 0],
    metadata: {
      name: 'Lodestar bundled base map',
      attribution: BASE_MAP_ATTRIBUTION,
      vector_layers: layerNames.map((id) => ({
        id,
        fields: id === 'places' ? { name: 'String', z: 'Number' } : {},
      })),
    },
  });
}

/** Writes TILES_FILE unless it was written from the same GeoJSON and format already. */
export function ensureTiles(): void {
  ensureLand();
  ensureLakes();
  ensurePlaces();
  const files = [...new Set(Object.values(LAYER_FILES).flatMap((scale) => Object.values(scale)))].sort();
  const input = Buffer.concat(files.map((file) => readFileSync(file)));
  writeGeneratedAsset(TILES_FILE, input, FORMAT, buildTiles);
}

/** Generates the base map's tiles (and the GeoJSON they are cut from) before Vite resolves anything. */
export function baseMapTiles(): Plugin {
  return {
    name: 'lodestar-base-map-tiles',
    config() {
      ensureTiles();
    },
  };
}
