// The bundled base map's vector tiles, one PMTiles archive written at build time by
// apps/web/scripts/base-map-tiles.ts from the GeoJSON of base-map-land.ts, base-map-lakes.ts and
// base-map-places.ts. Vite hashes and emits it; the map reads the few tiles of its view by byte ranges.
import { Protocol } from 'pmtiles';
import * as maplibregl from 'maplibre-gl';
import tilesUrl from './generated/base-map.pmtiles?url';

let protocolAdded = false;

/** Lets MapLibre read `pmtiles://` sources (the bundled map's and a configured street map's), once per page. */
export function addPmtilesProtocol(): void {
  if (protocolAdded) return;
  maplibregl.addProtocol('pmtiles', new Protocol().tile);
  protocolAdded = true;
}

/** The bundled archive as a MapLibre source address (a map worker resolves no relative ones). */
export function offlineTilesUrl(): string {
  addPmtilesProtocol();
  return `pmtiles://${new URL(tilesUrl, window.location.href).href}`;
}
