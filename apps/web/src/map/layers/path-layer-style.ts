import { MAP } from '@lodestar/contracts';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { emptyCollection } from '../base-style.ts';
import { HISTORY_LAYERS, HISTORY_SOURCES } from './history-layer-ids.ts';

const PATH_SOURCE_MAX_ZOOM = 14;

/**
 * Adds the path's line and its fixes, both from one source: a circle layer draws a circle at every vertex of
 * the line, so the fixes are not sent to the worker and tiled twice. Each feature carries its drawn colour, so
 * the paint reads a property instead of evaluating the speed rule per vertex. Fixes appear from zoom 6 (spec 1
 * §2.5): below it they would only blot out the line.
 */
export function addPathLayers(map: MapLibreMap): void {
  map.addSource(HISTORY_SOURCES.path, {
    type: 'geojson',
    data: emptyCollection(),
    tolerance: 0.5,
    // tiles are cut no deeper than zoom 14 (about 2 m a pixel, finer than a fix's accuracy) and drawn larger
    // beyond it; a narrower buffer copies less of the line into neighbouring tiles
    maxzoom: PATH_SOURCE_MAX_ZOOM,
    buffer: 64,
  });
  map.addLayer({
    id: HISTORY_LAYERS.pathLine,
    type: 'line',
    source: HISTORY_SOURCES.path,
    layout: { 'line-join': 'round', 'line-cap': 'round' },
    paint: { 'line-color': ['get', 'paint'], 'line-width': 3, 'line-opacity': 0.85 },
  });
  map.addLayer({
    id: HISTORY_LAYERS.pathPoints,
    type: 'circle',
    source: HISTORY_SOURCES.path,
    minzoom: MAP.pathPointsFromZoom,
    // a long path's preview has no dots: its vertices are only some of the fixes (path-preview.ts), so its dots
    // would mark fixes at random. The full path follows the preview's first frame with the dot of every fix.
    filter: ['!', ['has', 'preview']],
    paint: {
      'circle-color': ['get', 'paint'],
      'circle-radius': ['interpolate', ['linear'], ['zoom'], MAP.pathPointsFromZoom, 2, 14, 4.5],
      // a white ring only once the dots are apart; at low zoom it would turn the line into white specks
      'circle-stroke-width': ['interpolate', ['linear'], ['zoom'], 11, 0, 13, 1],
      'circle-stroke-color': '#ffffff',
    },
  });
}

/** Shows or hides the path and its fixes ('Show tracks'). */
export function showPath(map: MapLibreMap, visible: boolean): void {
  for (const id of [HISTORY_LAYERS.pathLine, HISTORY_LAYERS.pathPoints])
    map.setLayoutProperty(id, 'visibility', visible ? 'visible' : 'none');
}

/** Removes what addPathLayers added, if the map is still there. */
export function removePathLayers(map: MapLibreMap): void {
  if (!map.style) return;
  for (const id of [HISTORY_LAYERS.pathPoints, HISTORY_LAYERS.pathLine])
    if (map.getLayer(id)) map.removeLayer(id);
  if (map.getSource(HISTORY_SOURCES.path)) map.removeSource(HISTORY_SOURCES.path);
}
