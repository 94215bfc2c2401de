import type { Account } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { trackerDetailsKeys } from './tracker-details-keys.ts';

/**
 * GET /accounts/{id}: the account with its settings. Needed when an internal admin opens another account's
 * tracker: that account's settings (custom_commands_available) are not in the admin's own session.
 */
export function fetchAccount(accountId: number, signal?: AbortSignal): Promise<Account> {
  return apiRequest(`/accounts/${accountId}`, { signal });
}

export function accountQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: trackerDetailsKeys.account(accountId),
    queryFn: ({ signal }) => fetchAccount(accountId, signal),
    staleTime: Infinity,
  });
}

export function useAccount(accountId: number, enabled: boolean) {
  return useQuery({ ...accountQueryOptions(accountId), enabled });
}
