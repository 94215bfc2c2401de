import type { Geofence, GeofenceShape } from '@lodestar/contracts';

/** Metres per degree of latitude (mean Earth radius 6,371,008.8 m). */
const M_PER_DEG = 111_195;
/** Corners of a drawn circle: smooth at any zoom a geofence is looked at, cheap for 10,000 of them. */
export const CIRCLE_STEPS = 48;

type Ring = [number, number][];

/**
 * A circle as a closed ring of [lng, lat] corners, measured on a local flat projection around its centre (exact
 * to a fraction of a percent at geofence sizes, up to 50 km), as the server measures circles.
 */
export function circleRing(lat: number, lng: number, radiusM: number, steps = CIRCLE_STEPS): Ring {
  const dLat = radiusM / M_PER_DEG;
  const dLng = dLat / Math.max(1e-6, Math.cos((lat * Math.PI) / 180));
  const ring: Ring = [];
  for (let i = 0; i < steps; i++) {
    const a = (i / steps) * 2 * Math.PI;
    ring.push([lng + dLng * Math.cos(a), lat + dLat * Math.sin(a)]);
  }
  ring.push(ring[0]!);
  return ring;
}

/** The distance in metres between two points close together (flat projection around the first). */
function distanceM(lat: number, lng: number, lat2: number, lng2: number): number {
  const x = (lng2 - lng) * Math.cos((lat * Math.PI) / 180);
  return Math.hypot(x, lat2 - lat) * M_PER_DEG;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * A circle read back from a drawn or dragged circle polygon: its centre the mean of its corners, its radius the
 * mean distance to them. Reading the geometry (rather than the drawing tool's radius property) stays right after
 * the shape is moved or resized with its handles.
 */
export function circleFromRing(ring: readonly (readonly number[])[]): {
  lat: number;
  lng: number;
  radius: number;
} {
  const corners = ring.slice(0, -1);
  const lng = corners.reduce((sum, p) => sum + p[0]!, 0) / corners.length;
  const lat = corners.reduce((sum, p) => sum + p[1]!, 0) / corners.length;
  const radius = corners.reduce((sum, p) => sum + distanceM(lat, lng, p[1]!, p[0]!), 0) / corners.length;
  return { lat: round(lat, 6), lng: round(lng, 6), radius: Math.round(radius) };
}

/** The ring of a shape (a circle's generated corners, a polygon's outline). */
export function shapeRing(shape: GeofenceShape): Ring {
  if (shape.type === 'circle') return circleRing(shape.lat, shape.lng, shape.radius);
  return shape.geo_json.coordinates[0]!.map(([x, y]) => [x, y]);
}

/** A stored geofence's shape, as a request carries it. */
export function shapeOfGeofence(geofence: Geofence): GeofenceShape {
  if (geofence.geo_json) return { type: 'polygon', geo_json: geofence.geo_json };
  return { type: 'circle', lat: geofence.lat, lng: geofence.lng, radius: geofence.radius ?? 0 };
}

/** [west, south, east, north] of a ring. */
export function ringBounds(ring: readonly (readonly number[])[]): [number, number, number, number] {
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  for (const [x, y] of ring) {
    w = Math.min(w, x!);
    e = Math.max(e, x!);
    s = Math.min(s, y!);
    n = Math.max(n, y!);
  }
  return [w, s, e, n];
}
