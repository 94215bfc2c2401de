import { lazy } from 'react';
import type { GeofencesMapProps } from './geofence-map.tsx';
import { lazyChunk } from './lazy-chunk.ts';
import { MapSuspense } from './map-suspense.tsx';

const loadGeofencesMap = lazyChunk(() => import('./geofence-map.tsx'));

/** Starts downloading the geofence map chunk (MapLibre, terra-draw) while the geofences load. */
export function preloadGeofencesMap(): void {
  loadGeofencesMap().catch(() => undefined);
}

const GeofencesMap = lazy(loadGeofencesMap);

/** The geofence map, loaded on first use as its own chunk, with a spinner until it arrives. */
export function LazyGeofencesMap(props: GeofencesMapProps) {
  return (
    <MapSuspense>
      <GeofencesMap {...props} />
    </MapSuspense>
  );
}
