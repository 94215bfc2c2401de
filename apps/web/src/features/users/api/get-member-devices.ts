import type { Device } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { userKeys } from './user-keys.ts';

/** GET /users/{id}/devices?account_id: the trackers a member was given in this account (Edit User dialog). */
export function fetchMemberDevices(
  accountId: number,
  userId: number,
  signal?: AbortSignal,
): Promise<Device[]> {
  return apiRequest(`/users/${userId}/devices`, { signal, query: { account_id: accountId } });
}

export function memberDevicesQueryOptions(accountId: number, userId: number) {
  return queryOptions({
    queryKey: userKeys.memberDevices(accountId, userId),
    queryFn: ({ signal }) => fetchMemberDevices(accountId, userId, signal),
  });
}

export function useMemberDevices(accountId: number, userId: number, enabled: boolean) {
  return useQuery({ ...memberDevicesQueryOptions(accountId, userId), enabled });
}
