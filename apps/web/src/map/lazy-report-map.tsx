import { lazy } from 'react';
import { lazyChunk } from './lazy-chunk.ts';
import { MapSuspense } from './map-suspense.tsx';
import type { ReportMapProps } from './report-map.tsx';

const loadReportMap = lazyChunk(() => import('./report-map.tsx'));
const ReportMap = lazy(loadReportMap);

/** Starts downloading the report map chunk without waiting for it, beside the report (route preload). */
export function preloadReportMap(): void {
  loadReportMap().catch(() => undefined);
}

/** A report's map, loaded on first use as its own chunk, with a spinner until it arrives. Fills its parent. */
export function LazyReportMap(props: ReportMapProps) {
  return (
    <MapSuspense>
      <ReportMap {...props} />
    </MapSuspense>
  );
}
