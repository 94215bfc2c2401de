import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { TrackerHistoryMapViewProps } from './tracker-history-map.tsx';

// the map chunk (MapLibre) is shared with the tracker list's map; this file only adds the history layers
const TrackerHistoryMap = lazy(() => import('./tracker-history-map.tsx'));

/** The tracker history map, loaded on first use as its own chunk, with a spinner until it arrives. */
export function LazyTrackerHistoryMap(props: TrackerHistoryMapViewProps) {
  return (
    <Suspense
      fallback={
        <Center h="100%">
          <Loader aria-label="Loading map" />
        </Center>
      }
    >
      <TrackerHistoryMap {...props} />
    </Suspense>
  );
}
