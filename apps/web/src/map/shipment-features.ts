import type { ShipmentStatus } from '@lodestar/contracts';
import { shipmentMarkerColour } from '@lodestar/domain';
import type { Feature, FeatureCollection, LineString, Point, Polygon } from 'geojson';
import { circleRing } from './geofence-shape.ts';
import { MARKER_PALETTE } from './marker-palette.ts';

/** What the shipment map needs of a shipment in the list: where its tracker is now and its status. */
export interface MappedShipment {
  id: number;
  name: string;
  status: ShipmentStatus;
  lat: number;
  lng: number;
}

/** One end of a shipment: a geofence (its ring) or an address (a point only). */
export interface ShipmentPlace {
  name: string;
  lat: number;
  lng: number;
  /** The geofence's outline as [lng, lat] corners; null for an address. */
  ring: [number, number][] | null;
}

/** The details map's shipment: its two ends, its path from the start, and its tracker now. */
export interface ShipmentRoute {
  from: ShipmentPlace;
  to: ShipmentPlace;
  /** [lng, lat] of each fix since the start, oldest first. */
  path: [number, number][];
  current: { lat: number; lng: number } | null;
  status: ShipmentStatus;
}

/** The colour (hex) of a shipment's marker (spec 2 §4). */
export function shipmentColour(status: ShipmentStatus): string {
  return MARKER_PALETTE[shipmentMarkerColour(status)];
}

/** A point per shipment, coloured by status, for the clustered list map. */
export function shipmentMarkerFeatures(shipments: readonly MappedShipment[]): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: shipments.map((s): Feature<Point> => ({
      type: 'Feature',
      id: s.id,
      geometry: { type: 'Point', coordinates: [s.lng, s.lat] },
      properties: { id: s.id, name: s.name, status: s.status, colour: shipmentColour(s.status) },
    })),
  };
}

/** The ring of a shipment's geofence end: its polygon's outline, or its circle's corners. */
export function geofenceRing(geofence: {
  lat: number;
  lng: number;
  radius: number | null;
  geo_json: unknown;
}): [number, number][] {
  const polygon = geofence.geo_json as Polygon | null;
  if (polygon?.type === 'Polygon' && Array.isArray(polygon.coordinates[0]))
    return polygon.coordinates[0].map(([x, y]) => [x!, y!]);
  return circleRing(geofence.lat, geofence.lng, geofence.radius ?? 0);
}

/** The details map's features: the path line, the geofence ends' outlines, and the points of ends and tracker. */
export function shipmentRouteFeatures(route: ShipmentRoute) {
  const ends = [
    { role: 'from', place: route.from },
    { role: 'to', place: route.to },
  ] as const;
  const areas: FeatureCollection<Polygon> = {
    type: 'FeatureCollection',
    features: ends
      .filter((e) => e.place.ring)
      .map((e) => ({
        type: 'Feature',
        geometry: { type: 'Polygon', coordinates: [e.place.ring!] },
        properties: { role: e.role, name: e.place.name },
      })),
  };
  const line: FeatureCollection<LineString> = {
    type: 'FeatureCollection',
    features:
      route.path.length > 1
        ? [{ type: 'Feature', geometry: { type: 'LineString', coordinates: route.path }, properties: {} }]
        : [],
  };
  const points: FeatureCollection<Point> = {
    type: 'FeatureCollection',
    features: [
      ...ends.map((e): Feature<Point> => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [e.place.lng, e.place.lat] },
        properties: { role: e.role, name: e.place.name, colour: e.role === 'from' ? '#495057' : '#212529' },
      })),
      ...(route.current
        ? [
            {
              type: 'Feature' as const,
              geometry: { type: 'Point' as const, coordinates: [route.current.lng, route.current.lat] },
              properties: { role: 'tracker', name: 'Tracker', colour: shipmentColour(route.status) },
            },
          ]
        : []),
    ],
  };
  return { areas, line, points };
}

/** [west, south, east, north] around points, or null when there are none. */
export function boundsOfPoints(
  points: readonly (readonly [number, number])[],
): [number, number, number, number] | null {
  if (points.length === 0) return null;
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    w = Math.min(w, x);
    e = Math.max(e, x);
    s = Math.min(s, y);
    n = Math.max(n, y);
  }
  return [w, s, e, n];
}

/** Everything the details map frames: both ends (their outlines), the path and the tracker. */
export function routeBounds(route: ShipmentRoute): [number, number, number, number] | null {
  const points: [number, number][] = [...route.path];
  for (const place of [route.from, route.to]) points.push(...(place.ring ?? [[place.lng, place.lat]]));
  if (route.current) points.push([route.current.lng, route.current.lat]);
  return boundsOfPoints(points);
}
