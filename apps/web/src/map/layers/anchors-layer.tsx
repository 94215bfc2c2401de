import { MAP } from '@lodestar/contracts';
import type { GeoJSONSource, MapLayerMouseEvent } from 'maplibre-gl';
import { useEffect, useMemo, useRef } from 'react';
import { anchorBounds, anchorFeatures, ANCHOR_RADIUS_PX, type MappedAnchor } from '../anchor-features.ts';
import { emptyCollection, LABEL_FONT } from '../base-style.ts';
import { useMapInstance } from '../use-map-instance.ts';

/** Source and layer ids; e2e tests read them. */
export const ANCHORS_SOURCE = 'anchors';
export const ANCHOR_RADII_SOURCE = 'anchor-radii';
export const ANCHOR_LAYERS = {
  radii: 'anchor-radii',
  clusters: 'anchor-clusters',
  clusterCount: 'anchor-cluster-count',
  points: 'anchor-points',
} as const;

const COLOUR = '#1c7ed6';

function addAnchorLayers(map: ReturnType<typeof useMapInstance>): void {
  map.addSource(ANCHORS_SOURCE, {
    type: 'geojson',
    data: emptyCollection(),
    cluster: true,
    clusterRadius: MAP.anchorClusterRadius,
  });
  map.addSource(ANCHOR_RADII_SOURCE, { type: 'geojson', data: emptyCollection() });
  map.addLayer({
    id: ANCHOR_LAYERS.radii,
    type: 'circle',
    source: ANCHOR_RADII_SOURCE,
    paint: {
      'circle-radius': ANCHOR_RADIUS_PX,
      'circle-color': COLOUR,
      'circle-opacity': 0.12,
      'circle-stroke-color': COLOUR,
      'circle-stroke-width': 1,
      'circle-stroke-opacity': 0.6,
      'circle-pitch-alignment': 'map',
    },
  });
  map.addLayer({
    id: ANCHOR_LAYERS.clusters,
    type: 'circle',
    source: ANCHORS_SOURCE,
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': COLOUR,
      'circle-radius': ['step', ['get', 'point_count'], 14, 10, 18, 100, 22],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
  map.addLayer({
    id: ANCHOR_LAYERS.clusterCount,
    type: 'symbol',
    source: ANCHORS_SOURCE,
    filter: ['has', 'point_count'],
    layout: { 'text-field': ['get', 'point_count_abbreviated'], 'text-font': LABEL_FONT, 'text-size': 12 },
    paint: { 'text-color': '#ffffff' },
  });
  map.addLayer({
    id: ANCHOR_LAYERS.points,
    type: 'circle',
    source: ANCHORS_SOURCE,
    filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-color': COLOUR,
      'circle-radius': 6,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
}

function removeAnchorLayers(map: ReturnType<typeof useMapInstance>): void {
  if (!map.style) return;
  for (const id of Object.values(ANCHOR_LAYERS)) if (map.getLayer(id)) map.removeLayer(id);
  for (const id of [ANCHORS_SOURCE, ANCHOR_RADII_SOURCE]) if (map.getSource(id)) map.removeSource(id);
}

interface AnchorsLayerProps {
  anchors: readonly MappedAnchor[];
  /** Fit the map to the anchors the first time they are known (the list's cluster mode). */
  fitOnLoad: boolean;
  /** A click on an anchor's point. */
  onAnchorClick?: (id: number) => void;
}

/**
 * The account's anchors (spec 1 §2.8): clustered points (cluster radius 30, spec 1 §9) and each anchor's radius
 * as a true-size circle. A click on a cluster zooms into it; a click on an anchor tells the screen.
 */
export function AnchorsLayer({ anchors, fitOnLoad, onAnchorClick }: AnchorsLayerProps) {
  const map = useMapInstance();
  const data = useMemo(() => anchorFeatures(anchors), [anchors]);
  const fitted = useRef(false);
  const click = useRef(onAnchorClick);
  click.current = onAnchorClick;

  useEffect(() => {
    addAnchorLayers(map);
    const onCluster = (event: MapLayerMouseEvent) => {
      const cluster = event.features?.[0];
      const source = map.getSource<GeoJSONSource>(ANCHORS_SOURCE);
      if (!cluster || !source || cluster.geometry.type !== 'Point') return;
      const center = cluster.geometry.coordinates as [number, number];
      void source
        .getClusterExpansionZoom(Number(cluster.properties.cluster_id))
        .then((zoom) => map.easeTo({ center, zoom }));
    };
    const onPoint = (event: MapLayerMouseEvent) => {
      const id = Number(event.features?.[0]?.properties.id);
      if (Number.isInteger(id)) click.current?.(id);
    };
    const pointer = () => (map.getCanvas().style.cursor = 'pointer');
    const plain = () => (map.getCanvas().style.cursor = '');
    map.on('click', ANCHOR_LAYERS.clusters, onCluster);
    map.on('click', ANCHOR_LAYERS.points, onPoint);
    for (const layer of [ANCHOR_LAYERS.clusters, ANCHOR_LAYERS.points]) {
      map.on('mouseenter', layer, pointer);
      map.on('mouseleave', layer, plain);
    }
    return () => {
      map.off('click', ANCHOR_LAYERS.clusters, onCluster);
      map.off('click', ANCHOR_LAYERS.points, onPoint);
      for (const layer of [ANCHOR_LAYERS.clusters, ANCHOR_LAYERS.points]) {
        map.off('mouseenter', layer, pointer);
        map.off('mouseleave', layer, plain);
      }
      removeAnchorLayers(map);
    };
  }, [map]);

  useEffect(() => {
    map.getSource<GeoJSONSource>(ANCHORS_SOURCE)?.setData(data);
    map.getSource<GeoJSONSource>(ANCHOR_RADII_SOURCE)?.setData(data);
    if (!fitOnLoad || fitted.current || anchors.length === 0) return;
    fitted.current = true;
    const bounds = anchorBounds(anchors);
    if (bounds) map.fitBounds(bounds, { padding: 60, maxZoom: MAP.fitZoom, duration: 0 });
  }, [map, data, anchors, fitOnLoad]);

  return null;
}
