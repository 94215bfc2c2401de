import { MAP } from '@lodestar/contracts';
import type { FeatureCollection } from 'geojson';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { LABEL_FONT } from '../base-style.ts';

/** Source and layer ids; e2e tests and the bench read them. */
export const GEOFENCE_SOURCES = { outlines: 'geofences', centres: 'geofence-centres' } as const;
export const GEOFENCE_LAYERS = {
  fill: 'geofence-fill',
  line: 'geofence-line',
  focus: 'geofence-focus',
  labels: 'geofence-labels',
  clusters: 'geofence-clusters',
  clusterCounts: 'geofence-cluster-counts',
  points: 'geofence-points',
} as const;

/**
 * Below this zoom the list's map shows geofences as clusters of their label points (the spec's cluster mode):
 * 10,000 outlines a few pixels wide say nothing, and clusters say where they are and how many.
 */
export const GEOFENCE_OUTLINES_FROM_ZOOM = 9;

const COLOUR = '#2f9e44';
const FOCUS = '#e8590c';

/**
 * Adds the geofence sources, holding their features already (the worker then tiles them once), and their layers:
 * outlines (fill, line, name) from GEOFENCE_OUTLINES_FROM_ZOOM, clusters and points below it; `clustered` false
 * (single, create and edit modes) shows the outlines at every zoom and no clusters.
 */
export function addGeofenceLayers(
  map: MapLibreMap,
  data: { outlines: FeatureCollection; centres: FeatureCollection },
  clustered: boolean,
): void {
  const from = clustered ? GEOFENCE_OUTLINES_FROM_ZOOM : 0;
  map.addSource(GEOFENCE_SOURCES.outlines, { type: 'geojson', data: data.outlines, tolerance: 0.5 });
  map.addLayer({
    id: GEOFENCE_LAYERS.fill,
    type: 'fill',
    source: GEOFENCE_SOURCES.outlines,
    minzoom: from,
    paint: { 'fill-color': COLOUR, 'fill-opacity': 0.15 },
  });
  map.addLayer({
    id: GEOFENCE_LAYERS.line,
    type: 'line',
    source: GEOFENCE_SOURCES.outlines,
    minzoom: from,
    paint: { 'line-color': COLOUR, 'line-width': 2 },
  });
  map.addLayer({
    id: GEOFENCE_LAYERS.focus,
    type: 'line',
    source: GEOFENCE_SOURCES.outlines,
    filter: ['==', ['id'], -1],
    paint: { 'line-color': FOCUS, 'line-width': 3 },
  });
  map.addLayer({
    id: GEOFENCE_LAYERS.labels,
    type: 'symbol',
    source: GEOFENCE_SOURCES.outlines,
    minzoom: Math.max(from, 11),
    layout: { 'text-field': ['get', 'name'], 'text-font': LABEL_FONT, 'text-size': 12 },
    paint: { 'text-color': '#2b8a3e', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
  });
  if (!clustered) return;
  map.addSource(GEOFENCE_SOURCES.centres, {
    type: 'geojson',
    data: data.centres,
    cluster: true,
    clusterRadius: MAP.clusterRadius,
    clusterMaxZoom: GEOFENCE_OUTLINES_FROM_ZOOM - 1,
  });
  map.addLayer({
    id: GEOFENCE_LAYERS.clusters,
    type: 'circle',
    source: GEOFENCE_SOURCES.centres,
    maxzoom: GEOFENCE_OUTLINES_FROM_ZOOM,
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': COLOUR,
      'circle-opacity': 0.85,
      'circle-radius': ['step', ['get', 'point_count'], 16, 10, 20, 100, 26, 1000, 32],
      'circle-stroke-width': 3,
      'circle-stroke-color': 'rgba(255, 255, 255, 0.8)',
    },
  });
  map.addLayer({
    id: GEOFENCE_LAYERS.clusterCounts,
    type: 'symbol',
    source: GEOFENCE_SOURCES.centres,
    maxzoom: GEOFENCE_OUTLINES_FROM_ZOOM,
    filter: ['has', 'point_count'],
    layout: { 'text-field': ['get', 'point_count_abbreviated'], 'text-font': LABEL_FONT, 'text-size': 13 },
    paint: { 'text-color': '#ffffff' },
  });
  map.addLayer({
    id: GEOFENCE_LAYERS.points,
    type: 'circle',
    source: GEOFENCE_SOURCES.centres,
    maxzoom: GEOFENCE_OUTLINES_FROM_ZOOM,
    filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-color': COLOUR,
      'circle-radius': 7,
      'circle-stroke-width': 2,
      'circle-stroke-color': '#ffffff',
    },
  });
}

/** Outlines the geofence with this id in the focus colour (null: none). */
export function focusGeofence(map: MapLibreMap, id: number | null): void {
  map.setFilter(GEOFENCE_LAYERS.focus, ['==', ['id'], id ?? -1]);
}

/** Removes what addGeofenceLayers added, if the map is still there. */
export function removeGeofenceLayers(map: MapLibreMap): void {
  if (!map.style) return;
  for (const id of Object.values(GEOFENCE_LAYERS).reverse()) if (map.getLayer(id)) map.removeLayer(id);
  for (const id of Object.values(GEOFENCE_SOURCES)) if (map.getSource(id)) map.removeSource(id);
}
