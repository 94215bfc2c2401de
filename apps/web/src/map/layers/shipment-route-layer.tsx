import type { GeoJSONSource } from 'maplibre-gl';
import { useEffect, useMemo, useRef } from 'react';
import { emptyCollection, LABEL_FONT } from '../base-style.ts';
import { routeBounds, shipmentRouteFeatures, type ShipmentRoute } from '../shipment-features.ts';
import { useMapInstance } from '../use-map-instance.ts';
import { SHIPMENT_FIT_MAX_ZOOM } from './shipment-markers-layer.tsx';

/** Source and layer ids; e2e tests read them. */
export const SHIPMENT_ROUTE_SOURCES = {
  areas: 'shipment-areas',
  line: 'shipment-path',
  points: 'shipment-places',
} as const;
const LAYERS = {
  areaFill: 'shipment-area-fill',
  areaLine: 'shipment-area-line',
  path: 'shipment-path-line',
  points: 'shipment-place-points',
  labels: 'shipment-place-labels',
} as const;

function addLayers(map: ReturnType<typeof useMapInstance>): void {
  for (const id of Object.values(SHIPMENT_ROUTE_SOURCES))
    map.addSource(id, { type: 'geojson', data: emptyCollection() });
  map.addLayer({
    id: LAYERS.areaFill,
    type: 'fill',
    source: SHIPMENT_ROUTE_SOURCES.areas,
    paint: { 'fill-color': ['match', ['get', 'role'], 'from', '#868e96', '#2f9e44'], 'fill-opacity': 0.15 },
  });
  map.addLayer({
    id: LAYERS.areaLine,
    type: 'line',
    source: SHIPMENT_ROUTE_SOURCES.areas,
    paint: { 'line-color': ['match', ['get', 'role'], 'from', '#495057', '#2b8a3e'], 'line-width': 2 },
  });
  map.addLayer({
    id: LAYERS.path,
    type: 'line',
    source: SHIPMENT_ROUTE_SOURCES.line,
    layout: { 'line-join': 'round', 'line-cap': 'round' },
    paint: { 'line-color': '#1c7ed6', 'line-width': 4, 'line-opacity': 0.85 },
  });
  map.addLayer({
    id: LAYERS.points,
    type: 'circle',
    source: SHIPMENT_ROUTE_SOURCES.points,
    paint: {
      'circle-color': ['get', 'colour'],
      'circle-radius': ['match', ['get', 'role'], 'tracker', 9, 6],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
  map.addLayer({
    id: LAYERS.labels,
    type: 'symbol',
    source: SHIPMENT_ROUTE_SOURCES.points,
    filter: ['!=', ['get', 'role'], 'tracker'],
    layout: {
      'text-field': ['get', 'name'],
      'text-font': LABEL_FONT,
      'text-size': 12,
      'text-offset': [0, 1.2],
      'text-anchor': 'top',
    },
    paint: { 'text-color': '#212529', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
  });
}

function removeLayers(map: ReturnType<typeof useMapInstance>): void {
  if (!map.style) return;
  for (const id of Object.values(LAYERS)) if (map.getLayer(id)) map.removeLayer(id);
  for (const id of Object.values(SHIPMENT_ROUTE_SOURCES)) if (map.getSource(id)) map.removeSource(id);
}

/**
 * One shipment (spec 2 §2 details, single mode): its path from the start to now, its two ends (a geofence's
 * outline or an address's point, labelled), and its tracker in the status colour. Framed once, at most zoom 12.
 */
export function ShipmentRouteLayer({ route }: { route: ShipmentRoute }) {
  const map = useMapInstance();
  const features = useMemo(() => shipmentRouteFeatures(route), [route]);
  const framed = useRef(false);

  useEffect(() => {
    addLayers(map);
    return () => removeLayers(map);
  }, [map]);

  useEffect(() => {
    map.getSource<GeoJSONSource>(SHIPMENT_ROUTE_SOURCES.areas)?.setData(features.areas);
    map.getSource<GeoJSONSource>(SHIPMENT_ROUTE_SOURCES.line)?.setData(features.line);
    map.getSource<GeoJSONSource>(SHIPMENT_ROUTE_SOURCES.points)?.setData(features.points);
    if (framed.current) return;
    framed.current = true;
    const bounds = routeBounds(route);
    if (bounds) map.fitBounds(bounds, { padding: 60, maxZoom: SHIPMENT_FIT_MAX_ZOOM, duration: 0 });
  }, [map, features, route]);

  return null;
}
