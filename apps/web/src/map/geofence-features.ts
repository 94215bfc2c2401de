import type { Geofence } from '@lodestar/contracts';
import type { Feature, FeatureCollection, Point, Polygon } from 'geojson';
import { circleRing } from './geofence-shape.ts';

/** What the map keeps of a geofence: its id and name (the label), nothing else is sent to the worker. */
export interface GeofenceProps {
  id: number;
  name: string;
}

type Outline = Feature<Polygon, GeofenceProps>;
type Centre = Feature<Point, GeofenceProps>;

export interface GeofenceFeatures {
  outlines: FeatureCollection<Polygon, GeofenceProps>;
  centres: FeatureCollection<Point, GeofenceProps>;
}

/**
 * Builds the map's features of geofences: each outline (a circle's corners generated here, once per version of
 * the geofence: `cache` keeps them by id and updated_at) and each label point, for the clusters of the list view.
 */
export function createGeofenceFeatureBuilder() {
  const cache = new Map<number, { version: string; outline: Outline; centre: Centre }>();
  return (geofences: readonly Geofence[]): GeofenceFeatures => {
    const outlines: Outline[] = [];
    const centres: Centre[] = [];
    const seen = new Set<number>();
    for (const g of geofences) {
      seen.add(g.id);
      let entry = cache.get(g.id);
      const version = `${g.updated_at}|${g.name}`;
      if (!entry || entry.version !== version) {
        const properties = { id: g.id, name: g.name };
        const ring = g.geo_json ? g.geo_json.coordinates[0]! : circleRing(g.lat, g.lng, g.radius ?? 0);
        entry = {
          version,
          outline: {
            type: 'Feature',
            id: g.id,
            properties,
            geometry: { type: 'Polygon', coordinates: [ring] },
          },
          centre: {
            type: 'Feature',
            id: g.id,
            properties,
            geometry: { type: 'Point', coordinates: [g.lng, g.lat] },
          },
        };
        cache.set(g.id, entry);
      }
      outlines.push(entry.outline);
      centres.push(entry.centre);
    }
    for (const id of cache.keys()) if (!seen.has(id)) cache.delete(id);
    return {
      outlines: { type: 'FeatureCollection', features: outlines },
      centres: { type: 'FeatureCollection', features: centres },
    };
  };
}
