import type { Device } from '@lodestar/contracts';
import { MAP } from '@lodestar/contracts';
import type { GeoJSONSource, MapMouseEvent } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNow } from '../../hooks/use-now.ts';
import { emptyCollection, LABEL_FONT } from '../base-style.ts';
import { featureBounds, trackerFeatures } from '../tracker-features.ts';
import { TrackerPopup } from '../tracker-popup.tsx';
import { useMapInstance } from '../use-map-instance.ts';

/** Source and layer ids; e2e tests read the source by this id. */
export const TRACKERS_SOURCE = 'trackers';
const CLUSTERS = 'tracker-clusters';
const CLUSTER_COUNTS = 'tracker-cluster-counts';
const POINTS = 'tracker-points';

/**
 * One marker per tracker, clustered (spec 1 §2.5, radius 40) and coloured by the marker rule. The source is
 * added once; new positions only replace its data with setData, so MapLibre re-clusters in its worker and
 * React renders nothing but the open popup. A click on a cluster zooms into it; a click on a marker opens its
 * popup. The first time trackers are known, the map fits them.
 */
export function TrackersLayer({ devices }: { devices: readonly Device[] }) {
  const map = useMapInstance();
  const now = useNow();
  const features = useMemo(() => trackerFeatures(devices, now), [devices, now]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const fitted = useRef(false);

  useEffect(() => {
    map.addSource(TRACKERS_SOURCE, {
      type: 'geojson',
      data: emptyCollection(),
      cluster: true,
      clusterRadius: MAP.clusterRadius,
    });
    map.addLayer({
      id: CLUSTERS,
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
      id: CLUSTER_COUNTS,
      type: 'symbol',
      source: TRACKERS_SOURCE,
      filter: ['has', 'point_count'],
      layout: { 'text-field': ['get', 'point_count_abbreviated'], 'text-font': LABEL_FONT, 'text-size': 13 },
      paint: { 'text-color': '#ffffff' },
    });
    map.addLayer({
      id: POINTS,
      type: 'circle',
      source: TRACKERS_SOURCE,
      filter: ['!', ['has', 'point_count']],
      paint: {
        'circle-color': ['get', 'colour'],
        'circle-radius': 8,
        'circle-stroke-width': 2,
        'circle-stroke-color': '#ffffff',
      },
    });

    const onClick = async (event: MapMouseEvent) => {
      const [hit] = map.queryRenderedFeatures(event.point, { layers: [POINTS, CLUSTERS] });
      if (!hit) return setSelectedId(null);
      if (hit.layer.id === POINTS) return setSelectedId(Number(hit.properties.id));
      const source = map.getSource<GeoJSONSource>(TRACKERS_SOURCE);
      const zoom = await source?.getClusterExpansionZoom(Number(hit.properties.cluster_id));
      const [lng, lat] = (hit.geometry as GeoJSON.Point).coordinates as [number, number];
      map.easeTo({ center: [lng, lat], zoom: Math.min(zoom ?? map.getZoom() + 2, MAP.maxZoom) });
    };
    const pointer = () => (map.getCanvas().style.cursor = 'pointer');
    const plain = () => (map.getCanvas().style.cursor = '');
    map.on('click', onClick);
    for (const layer of [POINTS, CLUSTERS]) {
      map.on('mouseenter', layer, pointer);
      map.on('mouseleave', layer, plain);
    }
    return () => {
      map.off('click', onClick);
      for (const layer of [POINTS, CLUSTERS]) {
        map.off('mouseenter', layer, pointer);
        map.off('mouseleave', layer, plain);
      }
      if (!map.style) return;
      for (const id of [POINTS, CLUSTER_COUNTS, CLUSTERS]) if (map.getLayer(id)) map.removeLayer(id);
      if (map.getSource(TRACKERS_SOURCE)) map.removeSource(TRACKERS_SOURCE);
    };
  }, [map]);

  useEffect(() => {
    map.getSource<GeoJSONSource>(TRACKERS_SOURCE)?.setData(features);
    if (fitted.current) return;
    const bounds = featureBounds(features);
    if (!bounds) return;
    fitted.current = true;
    map.fitBounds(bounds, { padding: 48, maxZoom: MAP.fitZoom, duration: 0 });
  }, [map, features]);

  const selected =
    selectedId === null ? undefined : features.features.find((f) => f.properties.id === selectedId);
  if (!selected) return null;
  return <TrackerPopup feature={selected} now={now} onClose={() => setSelectedId(null)} />;
}
