import { STOPS_LOAD_ERROR_TEXT, TIMING, type Stop } from '@lodestar/contracts';
import { createClickConfirmer } from '@lodestar/domain';
import { Alert } from '@mantine/core';
import type { GeoJSONSource, MapMouseEvent } from 'maplibre-gl';
import { useEffect, useMemo, useState } from 'react';
import { stopFeatures } from '../history-features.ts';
import { StopPopup } from '../stop-popup.tsx';
import { useMapInstance } from '../use-map-instance.ts';
import { HISTORY_LAYERS, HISTORY_SOURCES } from './history-layer-ids.ts';
import { addStopLayers, removeStopLayers } from './stops-layer-style.ts';

interface StopsLayerProps {
  stops: readonly Stop[];
  /** The stops could not be loaded: the map says 'Cannot load stops' (spec 1 §2.5). */
  failed: boolean;
  /** 'Show stops'. */
  visible: boolean;
}

/**
 * The period's stops as circles coloured by radius; a click (after the 200 ms click versus double-click rule)
 * opens the stop's popup.
 */
export function StopsLayer({ stops, failed, visible }: StopsLayerProps) {
  const map = useMapInstance();
  const features = useMemo(() => stopFeatures(stops), [stops]);
  const [selected, setSelected] = useState<number | null>(null);

  useEffect(() => {
    addStopLayers(map);
    return () => removeStopLayers(map);
  }, [map]);

  useEffect(() => {
    map.setLayoutProperty(HISTORY_LAYERS.stops, 'visibility', visible ? 'visible' : 'none');
    if (!visible) setSelected(null);
  }, [map, visible]);

  useEffect(() => {
    map.getSource<GeoJSONSource>(HISTORY_SOURCES.stops)?.setData(features);
    setSelected(null);
  }, [map, features]);

  useEffect(() => {
    const confirmer = createClickConfirmer<MapMouseEvent>(TIMING.clickVersusDoubleClick, (event) => {
      const [hit] = map.queryRenderedFeatures(event.point, { layers: [HISTORY_LAYERS.stops] });
      setSelected(hit ? Number(hit.properties.index) : null);
    });
    const onClick = (event: MapMouseEvent) => confirmer.click(event);
    const onDoubleClick = () => confirmer.doubleClick();
    const pointer = () => (map.getCanvas().style.cursor = 'pointer');
    const plain = () => (map.getCanvas().style.cursor = '');
    map.on('click', onClick);
    map.on('dblclick', onDoubleClick);
    map.on('mouseenter', HISTORY_LAYERS.stops, pointer);
    map.on('mouseleave', HISTORY_LAYERS.stops, plain);
    return () => {
      confirmer.dispose();
      map.off('click', onClick);
      map.off('dblclick', onDoubleClick);
      map.off('mouseenter', HISTORY_LAYERS.stops, pointer);
      map.off('mouseleave', HISTORY_LAYERS.stops, plain);
    };
  }, [map]);

  if (!visible) return null;
  if (failed) {
    return (
      <Alert color="red" role="alert" p="xs" style={{ position: 'absolute', top: 10, left: 10, zIndex: 2 }}>
        {STOPS_LOAD_ERROR_TEXT}
      </Alert>
    );
  }
  const stop = selected === null ? undefined : features.features[selected];
  return stop ? <StopPopup stop={stop} onClose={() => setSelected(null)} /> : null;
}
