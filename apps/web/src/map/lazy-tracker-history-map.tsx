import { lazy } from 'react';
import { lazyChunk } from './lazy-chunk.ts';
import { MapSuspense } from './map-suspense.tsx';
import type { TrackerHistoryMapViewProps } from './tracker-history-map.tsx';

// the map chunk (MapLibre) is shared with the tracker list's map; this file only adds the history layers
const loadTrackerHistoryMap = lazyChunk(() => import('./tracker-history-map.tsx'));

/**
 * Starts downloading the history map chunk without waiting for it; the route preload calls this so MapLibre
 * loads beside the tracker details instead of after the screen has rendered.
 */
export function preloadTrackerHistoryMap(): void {
  loadTrackerHistoryMap().catch(() => undefined);
}

const TrackerHistoryMap = lazy(loadTrackerHistoryMap);

/** The tracker history map, loaded on first use as its own chunk, with a spinner until it arrives. */
export function LazyTrackerHistoryMap(props: TrackerHistoryMapViewProps) {
  return (
    <MapSuspense>
      <TrackerHistoryMap {...props} />
    </MapSuspense>
  );
}
