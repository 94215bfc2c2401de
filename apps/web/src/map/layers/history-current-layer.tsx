import type { Position } from '@lodestar/contracts';
import type { MarkerColour } from '@lodestar/domain';
import type { GeoJSONSource } from 'maplibre-gl';
import { useEffect } from 'react';
import { emptyCollection } from '../base-style.ts';
import { MARKER_PALETTE } from '../marker-palette.ts';
import { useMapInstance } from '../use-map-instance.ts';
import { HISTORY_LAYERS, HISTORY_SOURCES } from './history-layer-ids.ts';

interface HistoryCurrentLayerProps {
  position: Position | null;
  /** The tracker's marker colour (spec 1 §4), as the tracker list's map shows it. */
  colour: MarkerColour;
}

/** The tracker's current position above its path, in its marker colour. */
export function HistoryCurrentLayer({ position, colour }: HistoryCurrentLayerProps) {
  const map = useMapInstance();

  useEffect(() => {
    map.addSource(HISTORY_SOURCES.current, { type: 'geojson', data: emptyCollection() });
    map.addLayer({
      id: HISTORY_LAYERS.current,
      type: 'circle',
      source: HISTORY_SOURCES.current,
      paint: {
        'circle-color': ['get', 'paint'],
        'circle-radius': 10,
        'circle-stroke-width': 3,
        'circle-stroke-color': '#ffffff',
      },
    });
    return () => {
      if (!map.style) return;
      if (map.getLayer(HISTORY_LAYERS.current)) map.removeLayer(HISTORY_LAYERS.current);
      if (map.getSource(HISTORY_SOURCES.current)) map.removeSource(HISTORY_SOURCES.current);
    };
  }, [map]);

  useEffect(() => {
    const source = map.getSource<GeoJSONSource>(HISTORY_SOURCES.current);
    if (!position) return void source?.setData(emptyCollection());
    source?.setData({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: position.location },
          properties: { colour, paint: MARKER_PALETTE[colour], timestamp: position.timestamp },
        },
      ],
    });
  }, [map, position, colour]);

  return null;
}
