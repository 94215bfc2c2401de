import { STOPS_LOAD_ERROR_TEXT, type Stop } from '@lodestar/contracts';
import { Alert } from '@mantine/core';
import type { GeoJSONSource } from 'maplibre-gl';
import { useEffect, useMemo, useState } from 'react';
import { stopFeatures } from '../history-features.ts';
import { StopPopup } from '../stop-popup.tsx';
import { useMapInstance } from '../use-map-instance.ts';
import { HISTORY_LAYERS, HISTORY_SOURCES } from './history-layer-ids.ts';
import { addStopLayers, removeStopLayers } from './stops-layer-style.ts';
import { useLayerClicks } from './use-layer-clicks.ts';

const CLICKABLE = [HISTORY_LAYERS.stops];

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

  useLayerClicks(CLICKABLE, (hit) => setSelected(hit ? Number(hit.properties.index) : null));

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
