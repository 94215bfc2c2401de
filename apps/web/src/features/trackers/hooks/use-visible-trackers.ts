import type { Device } from '@lodestar/contracts';
import {
  hasTrackerFilters,
  matchesTrackerFilters,
  matchesTrackerSearch,
  type TrackerFilters,
} from '@lodestar/domain';
import { useMemo } from 'react';
import { groupMatcher } from '../utils/group-filter.ts';

/**
 * The trackers the list and map show: the cached list narrowed by the search text, the groups and the filters,
 * in the browser. With the whole fleet cached this is instant even at 10,000 trackers, and live positions keep
 * flowing into the same cache entry. An unnarrowed list is returned as it is, so nothing re-renders for it.
 * Groups are matched on the group_ids every tracker carries (decision 0035) rather than asked of the server.
 */
export function useVisibleTrackers(
  trackers: readonly Device[] | undefined,
  search: string,
  filters: TrackerFilters,
  now: number,
  groupIds: readonly number[] = NO_GROUPS,
): readonly Device[] {
  return useMemo(() => {
    if (!trackers) return NONE;
    const searching = search.trim() !== '';
    const filtering = hasTrackerFilters(filters);
    const inGroups = groupMatcher(groupIds);
    if (!searching && !filtering && !inGroups) return trackers;
    return trackers.filter(
      (t) =>
        (!inGroups || inGroups(t)) &&
        (!searching || matchesTrackerSearch(t, search)) &&
        (!filtering || matchesTrackerFilters(t, filters, now)),
    );
  }, [trackers, search, filters, now, groupIds]);
}

const NONE: readonly Device[] = [];
const NO_GROUPS: readonly number[] = [];
