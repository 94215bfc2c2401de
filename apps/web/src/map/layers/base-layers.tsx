import { useEffect, useRef } from 'react';
import { mapDebug } from '../map-debug.ts';
import { useMapInstance } from '../use-map-instance.ts';
import { OFFLINE_LAYERS, removeOfflineBaseMap, showOfflineBaseMap } from './offline-base-map.ts';
import { addStreetLayers, loadStreetLayers, removeStreetLayers, STREET_PREFIX } from './street-base-map.ts';
import { WATER_LAYER } from '../base-style.ts';
import type { Map as MapLibreMap } from 'maplibre-gl';

/** Which base the user looks at (spec 1 §2.5: map and satellite). */
export type BaseLayer = 'map' | 'satellite';

interface BaseLayersProps {
  base: BaseLayer;
  streetTilesUrl: string | null;
  satelliteTilesUrl: string | null;
  /** The tiles' credits for the attribution control (escaped HTML from the server). */
  tilesCredits?: { street: string | null; satellite: string | null };
  /** A hosted vector style for the street map (MAP_STYLE_URL). */
  mapStyleUrl?: string | null;
  /** Our address of the self-hosted PMTiles street map (MAP_PMTILES). */
  pmtilesUrl?: string | null;
  /**
   * While true the bundled land stays out of the map. The history map holds it until its path is drawn: the
   * map workers tile 130,000 fixes first (with the land as GeoJSON, both at once delayed the path by seconds).
   * Released, the land goes in at once: what it waited for is on screen.
   */
  holdLand?: boolean;
}

const RASTER_LAYERS = { street: 'street-tiles', satellite: 'satellite-tiles' } as const;

/** The lowest layer of the screen's own (trackers, paths): the street map goes beneath it. */
function firstScreenLayer(map: MapLibreMap): string | undefined {
  return map
    .getLayersOrder()
    .find(
      (id) =>
        id !== WATER_LAYER &&
        id !== RASTER_LAYERS.street &&
        !OFFLINE_LAYERS.includes(id) &&
        !id.startsWith(STREET_PREFIX),
    );
}

/**
 * The base of every map: the bundled offline map (land, borders, US states and counties, place names) always,
 * and the configured street and satellite raster tiles above them. The bundled land stays underneath so the map
 * still shows the world while tiles load or when the tile server cannot be reached. Switching base only flips
 * layer visibility, so tracker layers keep their sources. The bundled map goes in at once: it is vector tiles
 * cut at build time (decision 0059), and a view reads a few of them. Waiting for the trackers' first settling
 * before adding it, as when it was GeoJSON tiled in the browser, left it drawn 1.4 s after the trackers instead
 * of 1.15 s (bench browser-base-map).
 */
export function BaseLayers({
  base,
  streetTilesUrl,
  satelliteTilesUrl,
  tilesCredits,
  mapStyleUrl = null,
  pmtilesUrl = null,
  holdLand = false,
}: BaseLayersProps) {
  const map = useMapInstance();
  const streetLayers = useRef<string[]>([]);
  const baseRef = useRef(base);
  baseRef.current = base;

  // The configured street map (decision 0028), above the bundled map, which stays beneath it as the world
  // outside a regional extract and while street tiles load. Its code and style load only when configured.
  useEffect(() => {
    if (!mapStyleUrl && !pmtilesUrl) return;
    let mounted = true;
    loadStreetLayers({ mapStyleUrl, pmtilesUrl })
      .then((street) => {
        if (!mounted || !street || !map.style) return;
        streetLayers.current = addStreetLayers(map, street, firstScreenLayer(map));
        if (baseRef.current !== 'map')
          for (const id of streetLayers.current) map.setLayoutProperty(id, 'visibility', 'none');
      })
      .catch((error: unknown) => console.error('The configured street map could not be loaded', error));
    return () => {
      mounted = false;
      streetLayers.current = [];
      if (map.style) removeStreetLayers(map);
    };
  }, [map, mapStyleUrl, pmtilesUrl]);

  useEffect(() => {
    const tiles = { street: streetTilesUrl, satellite: satelliteTilesUrl };
    for (const kind of ['street', 'satellite'] as const) {
      const url = tiles[kind];
      if (!url) continue;
      const attribution = tilesCredits?.[kind] ?? undefined;
      map.addSource(kind, { type: 'raster', tiles: [url], tileSize: 256, maxzoom: 19, attribution });
      map.addLayer({ id: RASTER_LAYERS[kind], type: 'raster', source: kind, layout: { visibility: 'none' } });
    }
    return () => {
      // the map may already be torn down when the whole view unmounts
      if (!map.style) return;
      for (const id of ['satellite-tiles', 'street-tiles']) if (map.getLayer(id)) map.removeLayer(id);
      for (const id of ['satellite', 'street']) if (map.getSource(id)) map.removeSource(id);
      removeOfflineBaseMap(map);
    };
  }, [map, streetTilesUrl, satelliteTilesUrl, tilesCredits?.street, tilesCredits?.satellite]);

  // after the effect above, so a change of tile addresses (whose clean-up removes the land) puts the land back
  useEffect(() => {
    if (holdLand || !map.style) return;
    showOfflineBaseMap(
      map,
      () => {
        mapDebug().baseLandDrawn ??= performance.now();
      },
      () => {
        mapDebug().baseMapDrawn ??= performance.now();
      },
    );
    mapDebug().baseLandShown ??= performance.now();
  }, [map, streetTilesUrl, satelliteTilesUrl, holdLand]);

  useEffect(() => {
    const show = (id: string, visible: boolean) => {
      if (map.getLayer(id)) map.setLayoutProperty(id, 'visibility', visible ? 'visible' : 'none');
    };
    show(RASTER_LAYERS.street, base === 'map');
    show(RASTER_LAYERS.satellite, base === 'satellite');
    for (const id of streetLayers.current) show(id, base === 'map');
  }, [map, base, streetTilesUrl, satelliteTilesUrl]);

  return null;
}
