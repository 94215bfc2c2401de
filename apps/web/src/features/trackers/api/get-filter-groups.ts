import type { Group } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';

/**
 * Under the account's 'groups' key, so whatever invalidates the groups after a change (the group screens) also
 * refreshes the filter's choices.
 */
const filterGroupsKey = (accountId: number) =>
  ['accounts', accountId, 'groups', { exclude_devices: 1 }] as const;

/**
 * GET /accounts/{id}/groups?exclude_devices=1: the account's groups for the tracker list's group filter (spec 1
 * §7, the plain list): names and counts without the member ids, which the filter does not need since every
 * tracker carries its own group_ids.
 */
export function fetchFilterGroups(accountId: number, signal?: AbortSignal): Promise<Group[]> {
  return apiRequest(`/accounts/${accountId}/groups`, { signal, query: { exclude_devices: 1 } });
}

export function filterGroupsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: filterGroupsKey(accountId),
    queryFn: ({ signal }) => fetchFilterGroups(accountId, signal),
    staleTime: 60_000,
  });
}

/** The groups to filter by; only business accounts have groups (others would get a 403). */
export function useFilterGroups(accountId: number, enabled: boolean) {
  return useQuery({ ...filterGroupsQueryOptions(accountId), enabled });
}
