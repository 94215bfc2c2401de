import { MAP, type HistoryPath, type Position } from '@lodestar/contracts';
import { useEffect, useRef } from 'react';
import { boundsOf, pathBounds } from './history-features.ts';
import { useMapInstance } from './use-map-instance.ts';

/** How a period is fitted: the path preview is made for the zoom these give (layers/path-layer.tsx). */
export const HISTORY_FIT = { padding: 48, maxZoom: MAP.fitZoom };

/**
 * Fits the map to the path once per period (spec 1 §2.5, §9): the whole path and the current position, zoomed in
 * no further than the fit zoom 13; with no path, the current position at the single tracker zoom 17. Refreshes
 * of the same period keep the user's panning.
 */
export function useHistoryFit(periodKey: string, path: HistoryPath | undefined, current: Position | null) {
  const map = useMapInstance();
  const placed = useRef<string | null>(null);

  useEffect(() => {
    if (!path || placed.current === periodKey) return;
    const box = pathBounds(path);
    const bounds = box && current ? boundsOf([box.slice(0, 2), box.slice(2), current.location]) : box;
    if (bounds) {
      map.fitBounds(bounds, { ...HISTORY_FIT, duration: 0 });
    } else if (current) {
      map.jumpTo({ center: current.location, zoom: MAP.singleTrackerZoom });
    } else {
      return;
    }
    placed.current = periodKey;
  }, [map, periodKey, path, current]);
}
