import { lazy } from 'react';
import type { AnchorsMapProps } from './anchors-map.tsx';
import { lazyChunk } from './lazy-chunk.ts';
import { MapSuspense } from './map-suspense.tsx';

const loadAnchorsMap = lazyChunk(() => import('./anchors-map.tsx'));
const AnchorsMap = lazy(loadAnchorsMap);

/** Starts downloading the map chunk without waiting for it, beside the anchors (route preload). */
export function preloadAnchorsMap(): void {
  loadAnchorsMap().catch(() => undefined);
}

/** The anchor map, loaded on first use as its own chunk (MapLibre is most of the page's weight). */
export function LazyAnchorsMap(props: AnchorsMapProps) {
  return (
    <MapSuspense>
      <AnchorsMap {...props} />
    </MapSuspense>
  );
}
