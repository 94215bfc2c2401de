import { PAGE_SIZES, type Group, type PageMeta } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';
import { groupKeys } from './group-keys.ts';

export const GROUPS_PER_PAGE = PAGE_SIZES.tables[0];

export interface GroupsPage {
  data: Group[];
  meta: PageMeta;
}

/**
 * GET /accounts/{id}/groups: one page of the account's groups whose name contains `query` (searched on the
 * server, spec 1 §7 table-list parameters). exclude_devices=1: the list needs only devices_count.
 */
export function fetchGroups(
  accountId: number,
  params: { query: string; page: number },
  signal?: AbortSignal,
): Promise<GroupsPage> {
  return apiRequestEnvelope(`/accounts/${accountId}/groups`, {
    signal,
    query: {
      exclude_devices: 1,
      query: params.query || undefined,
      page: params.page,
      per_page: GROUPS_PER_PAGE,
    },
  });
}

export function groupsQueryOptions(accountId: number, params: { query: string; page: number }) {
  return queryOptions({
    queryKey: groupKeys.list(accountId, params),
    queryFn: ({ signal }) => fetchGroups(accountId, params, signal),
    // a new search term keeps the last answer on screen until its own arrives, instead of flashing a loader
    placeholderData: keepPreviousData,
  });
}

export function useGroups(accountId: number, params: { query: string; page: number }) {
  return useQuery(groupsQueryOptions(accountId, params));
}
