import { FEET_TO_METRES } from '@lodestar/contracts';
import { accuracyPixelsAtZoomZero } from '@lodestar/domain';
import type { ExpressionSpecification } from 'maplibre-gl';
import type { Feature, FeatureCollection, Point } from 'geojson';

/** What the anchor map needs of an anchor: where it is and how far its radius reaches (feet). */
export interface MappedAnchor {
  id: number;
  name: string;
  lat: number;
  lng: number;
  radius: number;
}

export interface AnchorFeatureProperties {
  id: number;
  name: string;
  /** The radius in pixels at zoom 0; the circle layer scales it by 2^zoom (ANCHOR_RADIUS_PX). */
  radiusZ0: number;
}

/** An anchor's radius (feet) as pixels at zoom 0 at its latitude. */
export function anchorRadiusZ0(radiusFt: number, lat: number): number {
  return accuracyPixelsAtZoomZero((radiusFt * FEET_TO_METRES) / 1000, lat);
}

/** A point feature per anchor, carrying its radius for a true-size circle. */
export function anchorFeatures(
  anchors: readonly MappedAnchor[],
): FeatureCollection<Point, AnchorFeatureProperties> {
  return {
    type: 'FeatureCollection',
    features: anchors.map((a): Feature<Point, AnchorFeatureProperties> => ({
      type: 'Feature',
      id: a.id,
      geometry: { type: 'Point', coordinates: [a.lng, a.lat] },
      properties: { id: a.id, name: a.name, radiusZ0: anchorRadiusZ0(a.radius, a.lat) },
    })),
  };
}

/**
 * A true-size radius at every zoom: Web Mercator doubles distances per zoom level, so the zoom-0 pixel radius
 * grows with base 2 (as the accuracy circles do).
 */
export const ANCHOR_RADIUS_PX: ExpressionSpecification = [
  'interpolate',
  ['exponential', 2],
  ['zoom'],
  0,
  ['get', 'radiusZ0'],
  24,
  ['*', ['get', 'radiusZ0'], 2 ** 24],
];

/** The box [west, south, east, north] around the anchors, or null when there are none. */
export function anchorBounds(anchors: readonly MappedAnchor[]): [number, number, number, number] | null {
  if (anchors.length === 0) return null;
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const a of anchors) {
    west = Math.min(west, a.lng);
    east = Math.max(east, a.lng);
    south = Math.min(south, a.lat);
    north = Math.max(north, a.lat);
  }
  return [west, south, east, north];
}
