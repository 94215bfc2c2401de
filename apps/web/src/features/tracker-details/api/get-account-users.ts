import type { AccountMember } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { trackerDetailsKeys } from './tracker-details-keys.ts';

/** GET /accounts/{id}/users: the account's members with their roles (admins and 'all' users may ask). */
export function fetchAccountUsers(accountId: number, signal?: AbortSignal): Promise<AccountMember[]> {
  return apiRequest(`/accounts/${accountId}/users`, { signal });
}

export function accountUsersQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: trackerDetailsKeys.accountUsers(accountId),
    queryFn: ({ signal }) => fetchAccountUsers(accountId, signal),
  });
}

export function useAccountUsers(accountId: number) {
  return useQuery(accountUsersQueryOptions(accountId));
}
