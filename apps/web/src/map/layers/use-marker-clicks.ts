import { MAP, TIMING } from '@lodestar/contracts';
import { createClickConfirmer } from '@lodestar/domain';
import type { GeoJSONSource, MapMouseEvent } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useMapInstance } from '../use-map-instance.ts';
import { TRACKER_LAYERS, TRACKERS_SOURCE } from './tracker-layer-style.ts';

const CLICKABLE = [TRACKER_LAYERS.points, TRACKER_LAYERS.pins, TRACKER_LAYERS.clusters];

/**
 * Clicks on the trackers layer, under the 200 ms click versus double-click rule (spec 1 §2.5, §9): a click on a
 * marker selects it, on a cluster zooms into it, on the map clears the selection, but only once no double-click
 * followed. A double-click cancels the click and MapLibre's own double-click zoom runs.
 */
export function useMarkerClicks(onSelect: (trackerId: number | null) => void): void {
  const map = useMapInstance();
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    const confirmer = createClickConfirmer<MapMouseEvent>(TIMING.clickVersusDoubleClick, (event) => {
      const layers = CLICKABLE.filter((id) => map.getLayer(id));
      const [hit] = map.queryRenderedFeatures(event.point, { layers });
      if (!hit) return select.current(null);
      if (hit.layer.id !== TRACKER_LAYERS.clusters) return select.current(Number(hit.properties.id));
      const [lng, lat] = (hit.geometry as GeoJSON.Point).coordinates as [number, number];
      map
        .getSource<GeoJSONSource>(TRACKERS_SOURCE)
        ?.getClusterExpansionZoom(Number(hit.properties.cluster_id))
        .then((zoom) => map.easeTo({ center: [lng, lat], zoom: Math.min(zoom, MAP.maxZoom) }))
        .catch(() => map.easeTo({ center: [lng, lat], zoom: Math.min(map.getZoom() + 2, MAP.maxZoom) }));
    });
    const onClick = (event: MapMouseEvent) => confirmer.click(event);
    const onDoubleClick = () => confirmer.doubleClick();
    const pointer = () => (map.getCanvas().style.cursor = 'pointer');
    const plain = () => (map.getCanvas().style.cursor = '');
    map.on('click', onClick);
    map.on('dblclick', onDoubleClick);
    for (const layer of CLICKABLE) {
      map.on('mouseenter', layer, pointer);
      map.on('mouseleave', layer, plain);
    }
    return () => {
      confirmer.dispose();
      map.off('click', onClick);
      map.off('dblclick', onDoubleClick);
      for (const layer of CLICKABLE) {
        map.off('mouseenter', layer, pointer);
        map.off('mouseleave', layer, plain);
      }
    };
  }, [map]);
}
