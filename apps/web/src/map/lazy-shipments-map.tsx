import { lazy } from 'react';
import type { ShipmentsMapProps } from './shipments-map.tsx';
import { lazyChunk } from './lazy-chunk.ts';
import { MapSuspense } from './map-suspense.tsx';

const loadShipmentsMap = lazyChunk(() => import('./shipments-map.tsx'));
const ShipmentsMap = lazy(loadShipmentsMap);

/** Starts downloading the map chunk without waiting for it, beside the shipments (route preload). */
export function preloadShipmentsMap(): void {
  loadShipmentsMap().catch(() => undefined);
}

/** The shipment map, loaded on first use as its own chunk (MapLibre is most of the page's weight). */
export function LazyShipmentsMap(props: ShipmentsMapProps) {
  return (
    <MapSuspense>
      <ShipmentsMap {...props} />
    </MapSuspense>
  );
}
