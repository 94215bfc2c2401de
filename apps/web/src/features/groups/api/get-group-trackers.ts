import { PAGE_SIZES, subscriptionStatus, type Device, type PageMeta } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';
import { groupKeys } from './group-keys.ts';

export const GROUP_TRACKERS_PER_PAGE = PAGE_SIZES.tables[1];

export interface TrackersPage {
  data: Device[];
  meta: PageMeta;
}

/**
 * GET /accounts/{id}/device-list?group_ids={id}: one page of the group's trackers with their current positions.
 * Every subscription status is asked for: a group keeps its cancelled or archived trackers, and its details
 * show them with their status badge rather than hiding members the group still has.
 */
export function fetchGroupTrackers(
  accountId: number,
  groupId: number,
  page: number,
  signal?: AbortSignal,
): Promise<TrackersPage> {
  return apiRequestEnvelope(`/accounts/${accountId}/device-list`, {
    signal,
    query: {
      group_ids: groupId,
      subscription_status: subscriptionStatus.options,
      with_current_position: 1,
      exclude_groups: 1,
      page,
      per_page: GROUP_TRACKERS_PER_PAGE,
    },
  });
}

export function groupTrackersQueryOptions(accountId: number, groupId: number, page: number) {
  return queryOptions({
    queryKey: groupKeys.trackers(accountId, groupId, page),
    queryFn: ({ signal }) => fetchGroupTrackers(accountId, groupId, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useGroupTrackers(accountId: number, groupId: number, page: number) {
  return useQuery(groupTrackersQueryOptions(accountId, groupId, page));
}
