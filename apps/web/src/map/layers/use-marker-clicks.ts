import { MAP } from '@lodestar/contracts';
import type { GeoJSONSource } from 'maplibre-gl';
import { useMapInstance } from '../use-map-instance.ts';
import { TRACKER_LAYERS, TRACKERS_SOURCE } from './tracker-layer-style.ts';
import { useLayerClicks } from './use-layer-clicks.ts';

const CLICKABLE = [TRACKER_LAYERS.points, TRACKER_LAYERS.pins, TRACKER_LAYERS.clusters];

/**
 * Clicks on the trackers layer, under the 200 ms click versus double-click rule (spec 1 §2.5, §9): a click on a
 * marker selects it, on a cluster zooms into it, on the map clears the selection, but only once no double-click
 * followed. A double-click cancels the click and MapLibre's own double-click zoom runs.
 */
export function useMarkerClicks(onSelect: (trackerId: number | null) => void): void {
  const map = useMapInstance();
  useLayerClicks(CLICKABLE, (hit) => {
    if (!hit) return onSelect(null);
    if (hit.layer.id !== TRACKER_LAYERS.clusters) return onSelect(Number(hit.properties.id));
    const [lng, lat] = (hit.geometry as GeoJSON.Point).coordinates as [number, number];
    map
      .getSource<GeoJSONSource>(TRACKERS_SOURCE)
      ?.getClusterExpansionZoom(Number(hit.properties.cluster_id))
      .then((zoom) => map.easeTo({ center: [lng, lat], zoom: Math.min(zoom, MAP.maxZoom) }))
      .catch(() => map.easeTo({ center: [lng, lat], zoom: Math.min(map.getZoom() + 2, MAP.maxZoom) }));
  });
}
