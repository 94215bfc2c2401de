import type { Group } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { groupKeys } from './group-keys.ts';

/**
 * GET /accounts/{id}/groups/{id}: the group with its device_ids (the trackers the caller may see). The trackers
 * themselves come a page at a time from the device list (get-group-trackers.ts), so a group of 10,000 opens as
 * fast as a small one.
 */
export function fetchGroup(accountId: number, groupId: number, signal?: AbortSignal): Promise<Group> {
  return apiRequest(`/accounts/${accountId}/groups/${groupId}`, { signal });
}

export function groupQueryOptions(accountId: number, groupId: number) {
  return queryOptions({
    queryKey: groupKeys.one(accountId, groupId),
    queryFn: ({ signal }) => fetchGroup(accountId, groupId, signal),
  });
}

export function useGroup(accountId: number, groupId: number) {
  return useQuery(groupQueryOptions(accountId, groupId));
}
