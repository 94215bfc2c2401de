import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import kinks from '@turf/kinks';
import { distanceMetres } from '@lodestar/domain';
import { GEOFENCE_MAX_VERTICES, type GeofencePolygon, type GeofenceShape } from '@lodestar/contracts';

/** Metres per degree of latitude (mean Earth radius 6,371,008.8 m, as the haversine in packages/domain). */
const M_PER_DEG = (Math.PI / 180) * 6_371_008.8;

/** What detection needs of a geofence: its shape and bounding box, in degrees ([minLng, minLat, maxLng, maxLat]). */
export interface GeofenceArea {
  id: number;
  name: string;
  circle: { lat: number; lng: number; radius: number } | null;
  /** The polygon's ring, [lng, lat] pairs, closed. */
  polygon: GeofencePolygon | null;
  bbox: [number, number, number, number];
}

/** A circle's bounding box: its radius as degrees of latitude, and of longitude at its widest latitude. */
function circleBox(lat: number, lng: number, radius: number): [number, number, number, number] {
  const dLat = radius / M_PER_DEG;
  const widest = Math.min(89.9, Math.abs(lat) + dLat);
  const dLng = Math.min(180, radius / (M_PER_DEG * Math.cos((widest * Math.PI) / 180)));
  return [lng - dLng, lat - dLat, lng + dLng, lat + dLat];
}

function ringBox(ring: readonly (readonly number[])[]): [number, number, number, number] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of ring) {
    if (x! < minX) minX = x!;
    if (x! > maxX) maxX = x!;
    if (y! < minY) minY = y!;
    if (y! > maxY) maxY = y!;
  }
  return [minX, minY, maxX, maxY];
}

export function geofenceArea(
  id: number,
  name: string,
  shape: { lat: number; lng: number; radius: number | null; geoJson: GeofencePolygon | null },
): GeofenceArea {
  if (shape.geoJson)
    return { id, name, circle: null, polygon: shape.geoJson, bbox: ringBox(shape.geoJson.coordinates[0]!) };
  const circle = { lat: shape.lat, lng: shape.lng, radius: shape.radius ?? 0 };
  return { id, name, circle, polygon: null, bbox: circleBox(circle.lat, circle.lng, circle.radius) };
}

/**
 * Distance in metres from a point to a polygon's outline. Each edge is measured in a flat projection centred on
 * the point (x scaled by the cosine of its latitude): at geofence sizes (metres to tens of kilometres) this is
 * within a fraction of a percent of the geodesic distance, and costs a few multiplications per edge instead of
 * the trigonometry per edge of a geodesic point-to-line distance.
 */
export function distanceToRingM(ring: readonly (readonly number[])[], lat: number, lng: number): number {
  const kx = Math.cos((lat * Math.PI) / 180) * M_PER_DEG;
  let best = Infinity;
  for (let i = 1; i < ring.length; i++) {
    const ax = (ring[i - 1]![0]! - lng) * kx;
    const ay = (ring[i - 1]![1]! - lat) * M_PER_DEG;
    const bx = (ring[i]![0]! - lng) * kx;
    const by = (ring[i]![1]! - lat) * M_PER_DEG;
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    // the point is the origin: project it onto the edge and clamp to its ends
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
    const px = ax + t * dx;
    const py = ay + t * dy;
    const d2 = px * px + py * py;
    if (d2 < best) best = d2;
  }
  return Math.sqrt(best);
}

/**
 * Where a point lies against a geofence: signed distance to its edge in metres, negative inside. Circles by the
 * haversine distance to the centre, polygons by point-in-polygon (Turf) and the distance to the outline.
 */
export function signedEdgeDistanceM(area: GeofenceArea, lat: number, lng: number): number {
  if (area.circle) return distanceMetres(area.circle.lat, area.circle.lng, lat, lng) - area.circle.radius;
  const polygon = area.polygon!;
  const edge = distanceToRingM(polygon.coordinates[0]!, lat, lng);
  return booleanPointInPolygon([lng, lat], polygon) ? -edge : edge;
}

/** A polygon's label point (its corners' mean): the lat/lng it is listed and flown to by; not always inside it. */
export function labelPoint(polygon: GeofencePolygon): { lat: number; lng: number } {
  const ring = polygon.coordinates[0]!;
  const corners = ring.slice(0, -1);
  const lng = corners.reduce((s, p) => s + p[0]!, 0) / corners.length;
  const lat = corners.reduce((s, p) => s + p[1]!, 0) / corners.length;
  return { lat, lng };
}

/**
 * Why a polygon cannot be a geofence, or null when it can: unclosed ring, fewer than 3 distinct corners, more
 * than GEOFENCE_MAX_VERTICES, or an outline that crosses itself (@turf/kinks). Coordinate ranges are checked by
 * the request schema.
 */
export function polygonProblem(polygon: GeofencePolygon): string | null {
  const ring = polygon.coordinates[0]!;
  if (ring.length < 4)
    return 'A polygon needs at least 3 distinct points, and its last point must repeat its first.';
  const [first, last] = [ring[0]!, ring.at(-1)!];
  if (first[0] !== last[0] || first[1] !== last[1])
    return 'The polygon is not closed: its last point must repeat its first.';
  if (ring.length - 1 > GEOFENCE_MAX_VERTICES)
    return `A polygon may have at most ${GEOFENCE_MAX_VERTICES} points; this one has ${ring.length - 1}.`;
  const distinct = new Set(ring.map(([x, y]) => `${x},${y}`));
  if (distinct.size < 3) return 'A polygon needs at least 3 distinct points.';
  // consecutive repeats are harmless to draw but make kinks report the repeated corner as a crossing
  const cleaned = ring.filter((p, i) => i === 0 || p[0] !== ring[i - 1]![0] || p[1] !== ring[i - 1]![1]);
  if (cleaned.length < 4) return 'A polygon needs at least 3 distinct points.';
  const crossings = kinks({ type: 'Polygon', coordinates: [cleaned] });
  if (crossings.features.length)
    return 'The polygon crosses itself; draw its outline without crossing lines.';
  if (Math.abs(ringAreaM2(cleaned)) < 1) return 'The polygon has no area: its points lie on one line.';
  return null;
}

/** Planar area in square metres (shoelace in a local projection): only used to refuse degenerate outlines. */
function ringAreaM2(ring: readonly (readonly number[])[]): number {
  const [lng0, lat0] = [ring[0]![0]!, ring[0]![1]!];
  const kx = Math.cos((lat0 * Math.PI) / 180) * M_PER_DEG;
  const x = (p: readonly number[]) => (p[0]! - lng0) * kx;
  const y = (p: readonly number[]) => (p[1]! - lat0) * M_PER_DEG;
  let sum = 0;
  for (let i = 1; i < ring.length; i++) {
    const [x1, y1] = [x(ring[i - 1]!), y(ring[i - 1]!)];
    const [x2, y2] = [x(ring[i]!), y(ring[i]!)];
    sum += x1 * y2 - x2 * y1;
  }
  return sum / 2;
}

/** The stored columns of a requested shape. */
export function shapeColumns(shape: GeofenceShape): {
  latitude: number;
  longitude: number;
  radius: number | null;
  geoJson: GeofencePolygon | null;
} {
  if (shape.type === 'circle')
    return { latitude: shape.lat, longitude: shape.lng, radius: shape.radius, geoJson: null };
  const { lat, lng } = labelPoint(shape.geo_json);
  return { latitude: lat, longitude: lng, radius: null, geoJson: shape.geo_json };
}
