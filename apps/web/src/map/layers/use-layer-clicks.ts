import { TIMING } from '@lodestar/contracts';
import { createClickConfirmer } from '@lodestar/domain';
import type { MapGeoJSONFeature, MapMouseEvent } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useMapInstance } from '../use-map-instance.ts';

/**
 * Clicks on some layers' markers under the 200 ms click versus double-click rule (spec 1 §2.5, §9): once no
 * double-click followed, `onClick` gets the feature under the click on those layers (undefined on the bare map);
 * a double-click cancels the click and MapLibre's own double-click zoom runs. The pointer shows over the markers.
 * `layers` is a fixed list: layers not on the map yet are left out of the hit test.
 */
export function useLayerClicks(
  layers: readonly string[],
  onClick: (hit: MapGeoJSONFeature | undefined, event: MapMouseEvent) => void,
): void {
  const map = useMapInstance();
  const answer = useRef(onClick);
  answer.current = onClick;
  const ids = useRef(layers);

  useEffect(() => {
    const clickable = ids.current;
    const confirmer = createClickConfirmer<MapMouseEvent>(TIMING.clickVersusDoubleClick, (event) => {
      const present = clickable.filter((id) => map.getLayer(id));
      const [hit] = map.queryRenderedFeatures(event.point, { layers: present });
      answer.current(hit, event);
    });
    const onMapClick = (event: MapMouseEvent) => confirmer.click(event);
    const onDoubleClick = () => confirmer.doubleClick();
    const pointer = () => (map.getCanvas().style.cursor = 'pointer');
    const plain = () => (map.getCanvas().style.cursor = '');
    map.on('click', onMapClick);
    map.on('dblclick', onDoubleClick);
    for (const layer of clickable) {
      map.on('mouseenter', layer, pointer);
      map.on('mouseleave', layer, plain);
    }
    return () => {
      confirmer.dispose();
      map.off('click', onMapClick);
      map.off('dblclick', onDoubleClick);
      for (const layer of clickable) {
        map.off('mouseenter', layer, pointer);
        map.off('mouseleave', layer, plain);
      }
    };
  }, [map]);
}
