import type { Device, FixType } from '@lodestar/contracts';
import type { ExpressionSpecification, GeoJSONSource } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createAccuracyFeatureBuilder } from '../accuracy-features.ts';
import { afterFirstIdle } from '../after-first-idle.ts';
import { emptyCollection } from '../base-style.ts';
import { useMapInstance } from '../use-map-instance.ts';
import { GeoJsonSourceSync } from './geojson-source-sync.ts';
import { livePaceOf, mapSettled } from './live-pace.ts';

/** Source and layer ids; e2e tests read them. */
export const ACCURACY_SOURCE = 'accuracy-circles';
export const ACCURACY_LAYERS = { cell: 'accuracy-cell', wifi: 'accuracy-wifi' } as const;

const FILL = { cell: '#ae3ec9', wifi: '#1098ad' } as const;

/**
 * A true-size radius at every zoom: Web Mercator doubles distances per zoom level, so the zoom-0 pixel radius
 * grows exponentially with base 2. One circle layer does this on the GPU; polygons would cost 32+ vertices per
 * tracker and a recomputation on every live update.
 */
const RADIUS: ExpressionSpecification = [
  'interpolate',
  ['exponential', 2],
  ['zoom'],
  0,
  ['get', 'radiusZ0'],
  24,
  ['*', ['get', 'radiusZ0'], 2 ** 24],
];

interface AccuracyLayerProps {
  devices: readonly Device[];
  shownFixes: ReadonlySet<FixType>;
  cell: boolean;
  wifi: boolean;
  /** The screen's filter choice; a change shows at once, like a new fix filter. */
  filterKey?: string;
}

/**
 * Cell and wifi fixes drawn as accuracy circles (spec 1 §2.5), each kind toggled by its overlay. Live positions
 * reach the source like the trackers' (GeoJsonSourceSync): only changed circles, at the map's pace. The source
 * and its layers go in only once the map has settled (afterFirstIdle), so the trackers are drawn first: even an
 * empty source costs the map's worker a load and the page a redraw while they wait.
 */
export function AccuracyLayer({ devices, shownFixes, cell, wifi, filterKey = '' }: AccuracyLayerProps) {
  const map = useMapInstance();
  const [buildFeatures] = useState(createAccuracyFeatureBuilder);
  const data = useMemo(() => buildFeatures(devices, shownFixes), [buildFeatures, devices, shownFixes]);
  const sync = useRef<GeoJsonSourceSync | null>(null);
  const shown = useRef<[ReadonlySet<FixType>, string] | null>(null);
  const [settled, setSettled] = useState(false);
  useEffect(() => afterFirstIdle(map, () => setSettled(true)), [map]);

  useEffect(() => {
    if (!settled) return;
    map.addSource(ACCURACY_SOURCE, { type: 'geojson', data: emptyCollection() });
    // below the tracker layers, so markers stay clickable over their circles
    const beneath = map.getLayer('tracker-clusters') ? 'tracker-clusters' : undefined;
    for (const fix of ['cell', 'wifi'] as const) {
      map.addLayer(
        {
          id: ACCURACY_LAYERS[fix],
          type: 'circle',
          source: ACCURACY_SOURCE,
          filter: ['==', ['get', 'fix'], fix],
          paint: {
            'circle-radius': RADIUS,
            'circle-color': FILL[fix],
            'circle-opacity': 0.15,
            'circle-stroke-color': FILL[fix],
            'circle-stroke-width': 1,
            'circle-stroke-opacity': 0.6,
            'circle-pitch-alignment': 'map',
          },
        },
        beneath,
      );
    }
    sync.current = new GeoJsonSourceSync(() => map.getSource<GeoJSONSource>(ACCURACY_SOURCE), {
      interval: livePaceOf(map),
      settled: () => mapSettled(map),
    });
    return () => {
      sync.current?.dispose();
      sync.current = null;
      if (!map.style) return;
      for (const id of Object.values(ACCURACY_LAYERS)) if (map.getLayer(id)) map.removeLayer(id);
      if (map.getSource(ACCURACY_SOURCE)) map.removeSource(ACCURACY_SOURCE);
    };
  }, [map, settled]);

  useEffect(() => {
    if (!settled) return;
    // a new fix filter or screen filter is the user's choice and shows at once
    const chosen = shown.current?.[0] !== shownFixes || shown.current[1] !== filterKey;
    shown.current = [shownFixes, filterKey];
    sync.current?.show(data.features, chosen);
  }, [map, data, shownFixes, filterKey, settled]);

  useEffect(() => {
    if (!settled) return;
    map.setLayoutProperty(ACCURACY_LAYERS.cell, 'visibility', cell ? 'visible' : 'none');
    map.setLayoutProperty(ACCURACY_LAYERS.wifi, 'visibility', wifi ? 'visible' : 'none');
  }, [map, cell, wifi, settled]);

  return null;
}
