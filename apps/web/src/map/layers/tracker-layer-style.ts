import { MAP } from '@lodestar/contracts';
import type { FeatureCollection } from 'geojson';
import type { FilterSpecification, Map as MapLibreMap } from 'maplibre-gl';
import { LABEL_FONT } from '../base-style.ts';
import { addPinImages } from '../marker-pins.ts';

/** Source and layer ids; e2e tests read them. */
export const TRACKERS_SOURCE = 'trackers';
export const TRACKER_LAYERS = {
  clusters: 'tracker-clusters',
  clusterCounts: 'tracker-cluster-counts',
  /** Circle markers: the classic icons. */
  points: 'tracker-points',
  /** Pin icons: the BLE feature's new marker icons. */
  pins: 'tracker-pins',
} as const;

const UNCLUSTERED: FilterSpecification = ['!', ['has', 'point_count']];

/**
 * Adds the clustered trackers source (spec 1 §2.5, radius 40), holding `markers`, and its layers. Both marker
 * styles are added and one is hidden, so switching icons is a visibility flip rather than a rebuild of the source.
 */
export function addTrackerLayers(map: MapLibreMap, markers: FeatureCollection): void {
  map.addSource(TRACKERS_SOURCE, {
    type: 'geojson',
    data: markers,
    cluster: true,
    clusterRadius: MAP.clusterRadius,
  });
  map.addLayer({
    id: TRACKER_LAYERS.clusters,
    type: 'circle',
    source: TRACKERS_SOURCE,
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': '#4c6ef5',
      'circle-opacity': 0.9,
      'circle-radius': ['step', ['get', 'point_count'], 16, 10, 20, 100, 26, 1000, 32],
      'circle-stroke-width': 3,
      'circle-stroke-color': 'rgba(255, 255, 255, 0.8)',
    },
  });
  map.addLayer({
    id: TRACKER_LAYERS.clusterCounts,
    type: 'symbol',
    source: TRACKERS_SOURCE,
    filter: ['has', 'point_count'],
    layout: { 'text-field': ['get', 'point_count_abbreviated'], 'text-font': LABEL_FONT, 'text-size': 13 },
    paint: { 'text-color': '#ffffff' },
  });
  map.addLayer({
    id: TRACKER_LAYERS.points,
    type: 'circle',
    source: TRACKERS_SOURCE,
    filter: UNCLUSTERED,
    paint: {
      'circle-color': ['get', 'colour'],
      'circle-radius': 8,
      'circle-stroke-width': 2,
      'circle-stroke-color': '#ffffff',
    },
  });
  addPinImages(map);
  map.addLayer({
    id: TRACKER_LAYERS.pins,
    type: 'symbol',
    source: TRACKERS_SOURCE,
    filter: UNCLUSTERED,
    layout: {
      visibility: 'none',
      'icon-image': ['concat', 'pin-', ['get', 'marker']],
      'icon-anchor': 'bottom',
      'icon-allow-overlap': true,
      'icon-ignore-placement': true,
    },
  });
}

/** Shows the pins or the circles. */
export function showPins(map: MapLibreMap, pins: boolean): void {
  map.setLayoutProperty(TRACKER_LAYERS.pins, 'visibility', pins ? 'visible' : 'none');
  map.setLayoutProperty(TRACKER_LAYERS.points, 'visibility', pins ? 'none' : 'visible');
}

/** Removes what addTrackerLayers added, if the map is still there. */
export function removeTrackerLayers(map: MapLibreMap): void {
  if (!map.style) return;
  for (const id of Object.values(TRACKER_LAYERS).reverse()) if (map.getLayer(id)) map.removeLayer(id);
  if (map.getSource(TRACKERS_SOURCE)) map.removeSource(TRACKERS_SOURCE);
}
