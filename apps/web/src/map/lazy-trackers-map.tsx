import { lazy } from 'react';
import { lazyChunk } from './lazy-chunk.ts';
import { MapSuspense } from './map-suspense.tsx';
import type { TrackersMapProps } from './trackers-map.tsx';

const loadTrackersMap = lazyChunk(() => import('./trackers-map.tsx'));

/**
 * Starts downloading the map chunk (MapLibre is most of the page's weight) without waiting for it; the route
 * preload calls this so the chunk and the tracker list load side by side.
 */
export function preloadTrackersMap(): void {
  loadTrackersMap().catch(() => undefined);
}

const TrackersMap = lazy(loadTrackersMap);

/** The tracker map, loaded on first use as its own chunk, with a spinner until it arrives. */
export function LazyTrackersMap(props: TrackersMapProps) {
  return (
    <MapSuspense>
      <TrackersMap {...props} />
    </MapSuspense>
  );
}
