import type { Device } from '@lodestar/contracts';
import {
  hasTrackerFilters,
  matchesTrackerFilters,
  matchesTrackerSearch,
  type TrackerFilters,
} from '@lodestar/domain';
import { useMemo } from 'react';

/**
 * The trackers the list and map show: the cached list narrowed by the search text and the filters, in the
 * browser. With the whole fleet cached this is instant even at 10,000 trackers, and live positions keep
 * flowing into the same cache entry. An unnarrowed list is returned as it is, so nothing re-renders for it.
 */
export function useVisibleTrackers(
  trackers: readonly Device[] | undefined,
  search: string,
  filters: TrackerFilters,
  now: number,
): readonly Device[] {
  return useMemo(() => {
    if (!trackers) return NONE;
    const searching = search.trim() !== '';
    const filtering = hasTrackerFilters(filters);
    if (!searching && !filtering) return trackers;
    return trackers.filter(
      (t) =>
        (!searching || matchesTrackerSearch(t, search)) &&
        (!filtering || matchesTrackerFilters(t, filters, now)),
    );
  }, [trackers, search, filters, now]);
}

const NONE: readonly Device[] = [];
