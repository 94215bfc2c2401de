import { TIMING, type Device } from '@lodestar/contracts';
import { hasTrackerFilters } from '@lodestar/domain';
import { useCallback, useMemo, useState } from 'react';
import { useNow } from '../../../hooks/use-now.ts';
import { useAutoRefresh } from './use-auto-refresh.ts';
import { useGroupFilter } from './use-group-filter.ts';
import { useListType } from './use-list-type.ts';
import { useTrackerFilters } from './use-tracker-filters.ts';
import { useTrackerList } from './use-tracker-list.ts';
import { useSearchParam } from '../../../hooks/use-search-param.ts';
import { useTrackerSelection } from './use-tracker-selection.ts';
import { useVisibleTrackers } from './use-visible-trackers.ts';

/**
 * Everything the tracker list screen shows, gathered in one place so the list pane and the map read the same
 * narrowed trackers without passing state back up.
 */
export function useTrackerListScreen() {
  const [listType, setListType] = useListType();
  const list = useTrackerList(listType);
  const search = useSearchParam(TIMING.trackerSearchDebounce);
  const filters = useTrackerFilters();
  const groupFilter = useGroupFilter(list.account);
  const now = useNow();
  const visible = useVisibleTrackers(list.data, search.search, filters.applied, now, groupFilter.groupIds);
  const visibleIds = useMemo(() => visible.map((t) => t.id), [visible]);
  const selection = useTrackerSelection(visibleIds);
  const [mapOnlySelected, setMapOnlySelected] = useState(false);

  const { refetch } = list;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const [autoRefresh, setAutoRefresh] = useAutoRefresh(refresh);

  const mapTrackers: readonly Device[] = useMemo(() => {
    if (!mapOnlySelected || selection.selected.length === 0) return visible;
    return visible.filter((t) => selection.checked.has(t.id));
  }, [mapOnlySelected, selection.selected, selection.checked, visible]);

  const listParams = useMemo(
    () => ({ subscription_status: list.statuses, search: search.search, group_ids: groupFilter.groupIds }),
    [list.statuses, search.search, groupFilter.groupIds],
  );
  // a new group choice is the user's: the map shows it at once and fits the chosen trackers
  const mapFilterKey = groupFilter.groupIds.join(',');

  return {
    account: list.account,
    listType,
    setListType,
    loading: list.account !== null && list.isPending,
    failed: list.isError,
    refreshing: list.isRefetching,
    refresh,
    autoRefresh,
    setAutoRefresh,
    search,
    filters,
    groupFilter,
    narrowed:
      search.search.trim() !== '' || hasTrackerFilters(filters.applied) || groupFilter.groupIds.length > 0,
    visible,
    selection,
    mapOnlySelected,
    setMapOnlySelected,
    mapTrackers,
    mapFilterKey,
    listParams,
  };
}

export type TrackerListScreenState = ReturnType<typeof useTrackerListScreen>;
