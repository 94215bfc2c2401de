import { lazy } from 'react';
import { MapSuspense } from './map-suspense.tsx';
import type { TrackerHistoryMapViewProps } from './tracker-history-map.tsx';

// the map chunk (MapLibre) is shared with the tracker list's map; this file only adds the history layers
const TrackerHistoryMap = lazy(() => import('./tracker-history-map.tsx'));

/** The tracker history map, loaded on first use as its own chunk, with a spinner until it arrives. */
export function LazyTrackerHistoryMap(props: TrackerHistoryMapViewProps) {
  return (
    <MapSuspense>
      <TrackerHistoryMap {...props} />
    </MapSuspense>
  );
}
