import type { Map as MapLibreMap } from 'maplibre-gl';
import { emptyCollection } from '../base-style.ts';
import { HISTORY_LAYERS, HISTORY_SOURCES } from './history-layer-ids.ts';

/** Adds the stops: one circle per stop in the colour of its radius (spec 1 §2.5), above the path. */
export function addStopLayers(map: MapLibreMap): void {
  map.addSource(HISTORY_SOURCES.stops, { type: 'geojson', data: emptyCollection() });
  map.addLayer({
    id: HISTORY_LAYERS.stops,
    type: 'circle',
    source: HISTORY_SOURCES.stops,
    paint: {
      'circle-color': ['get', 'paint'],
      'circle-radius': 9,
      'circle-opacity': 0.9,
      'circle-stroke-width': 2,
      'circle-stroke-color': '#ffffff',
    },
  });
}

/** Removes what addStopLayers added, if the map is still there. */
export function removeStopLayers(map: MapLibreMap): void {
  if (!map.style) return;
  if (map.getLayer(HISTORY_LAYERS.stops)) map.removeLayer(HISTORY_LAYERS.stops);
  if (map.getSource(HISTORY_SOURCES.stops)) map.removeSource(HISTORY_SOURCES.stops);
}
