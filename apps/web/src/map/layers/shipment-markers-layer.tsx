import { MAP } from '@lodestar/contracts';
import type { GeoJSONSource, MapLayerMouseEvent } from 'maplibre-gl';
import { useEffect, useMemo, useRef } from 'react';
import { emptyCollection, LABEL_FONT } from '../base-style.ts';
import { mapDebug } from '../map-debug.ts';
import { shipmentMarkerFeatures, boundsOfPoints, type MappedShipment } from '../shipment-features.ts';
import { useMapInstance } from '../use-map-instance.ts';

/** Source and layer ids; e2e tests read them. */
export const SHIPMENTS_SOURCE = 'shipments';
export const SHIPMENT_LAYERS = {
  clusters: 'shipment-clusters',
  clusterCount: 'shipment-cluster-count',
  points: 'shipment-points',
} as const;

/** Spec 2 §9: the shipment map frames its shipments no closer than zoom 12. */
export const SHIPMENT_FIT_MAX_ZOOM = 12;

/** What the shipment map adds to the debug hook: the markers in its source now (e2e tests). */
export interface ShipmentMapDebug {
  shipmentMarkers?: { id: number; status: string; colour: string }[];
}
const shipmentDebug = () => mapDebug() as ReturnType<typeof mapDebug> & ShipmentMapDebug;

function addLayers(map: ReturnType<typeof useMapInstance>): void {
  map.addSource(SHIPMENTS_SOURCE, {
    type: 'geojson',
    data: emptyCollection(),
    cluster: true,
    clusterRadius: 40,
  });
  map.addLayer({
    id: SHIPMENT_LAYERS.clusters,
    type: 'circle',
    source: SHIPMENTS_SOURCE,
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': '#364fc7',
      'circle-radius': ['step', ['get', 'point_count'], 14, 10, 18, 100, 22],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
  map.addLayer({
    id: SHIPMENT_LAYERS.clusterCount,
    type: 'symbol',
    source: SHIPMENTS_SOURCE,
    filter: ['has', 'point_count'],
    layout: { 'text-field': ['get', 'point_count_abbreviated'], 'text-font': LABEL_FONT, 'text-size': 12 },
    paint: { 'text-color': '#ffffff' },
  });
  map.addLayer({
    id: SHIPMENT_LAYERS.points,
    type: 'circle',
    source: SHIPMENTS_SOURCE,
    filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-color': ['get', 'colour'],
      'circle-radius': 8,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
}

function removeLayers(map: ReturnType<typeof useMapInstance>): void {
  if (!map.style) return;
  for (const id of Object.values(SHIPMENT_LAYERS)) if (map.getLayer(id)) map.removeLayer(id);
  if (map.getSource(SHIPMENTS_SOURCE)) map.removeSource(SHIPMENTS_SOURCE);
}

/**
 * The list's shipments (spec 2 §2, cluster mode): a marker per shipment where its tracker is now, coloured by
 * status (spec 2 §4), clustered; framed once at most zoom 12 (spec 2 §9). A cluster click zooms in; a marker
 * click opens the shipment.
 */
export function ShipmentMarkersLayer({
  shipments,
  onOpen,
}: {
  shipments: readonly MappedShipment[];
  onOpen?: (id: number) => void;
}) {
  const map = useMapInstance();
  const data = useMemo(() => shipmentMarkerFeatures(shipments), [shipments]);
  const framed = useRef(false);
  const open = useRef(onOpen);
  open.current = onOpen;

  useEffect(() => {
    addLayers(map);
    const onCluster = (event: MapLayerMouseEvent) => {
      const cluster = event.features?.[0];
      const source = map.getSource<GeoJSONSource>(SHIPMENTS_SOURCE);
      if (!cluster || !source || cluster.geometry.type !== 'Point') return;
      const center = cluster.geometry.coordinates as [number, number];
      void source
        .getClusterExpansionZoom(Number(cluster.properties.cluster_id))
        .then((zoom) => map.easeTo({ center, zoom: Math.min(zoom, MAP.maxZoom) }));
    };
    const onPoint = (event: MapLayerMouseEvent) => {
      const id = Number(event.features?.[0]?.properties.id);
      if (Number.isInteger(id)) open.current?.(id);
    };
    const pointer = () => (map.getCanvas().style.cursor = 'pointer');
    const plain = () => (map.getCanvas().style.cursor = '');
    map.on('click', SHIPMENT_LAYERS.clusters, onCluster);
    map.on('click', SHIPMENT_LAYERS.points, onPoint);
    for (const layer of [SHIPMENT_LAYERS.clusters, SHIPMENT_LAYERS.points]) {
      map.on('mouseenter', layer, pointer);
      map.on('mouseleave', layer, plain);
    }
    return () => {
      map.off('click', SHIPMENT_LAYERS.clusters, onCluster);
      map.off('click', SHIPMENT_LAYERS.points, onPoint);
      for (const layer of [SHIPMENT_LAYERS.clusters, SHIPMENT_LAYERS.points]) {
        map.off('mouseenter', layer, pointer);
        map.off('mouseleave', layer, plain);
      }
      removeLayers(map);
    };
  }, [map]);

  useEffect(() => {
    map.getSource<GeoJSONSource>(SHIPMENTS_SOURCE)?.setData(data);
    shipmentDebug().shipmentMarkers = data.features.map((f) => ({
      id: Number(f.properties?.id),
      status: String(f.properties?.status),
      colour: String(f.properties?.colour),
    }));
    if (framed.current || shipments.length === 0) return;
    framed.current = true;
    const bounds = boundsOfPoints(shipments.map((s) => [s.lng, s.lat] as const));
    if (bounds) map.fitBounds(bounds, { padding: 60, maxZoom: SHIPMENT_FIT_MAX_ZOOM, duration: 0 });
  }, [map, data, shipments]);

  return null;
}
