import type { Address } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { orderKeys } from './order-keys.ts';

/**
 * GET /accounts/{id}/addresses (spec 3 §7): the account's billing and shipping addresses, defaults first, for the
 * draft order's address choices (an internal admin acts as admin on any account).
 */
export function fetchAccountAddresses(accountId: number, signal?: AbortSignal): Promise<Address[]> {
  return apiRequest<Address[]>(`/accounts/${accountId}/addresses`, { signal });
}

export function accountAddressesQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: orderKeys.admin.addresses(accountId),
    queryFn: ({ signal }) => fetchAccountAddresses(accountId, signal),
  });
}

export function useAccountAddresses(accountId: number | null) {
  return useQuery({ ...accountAddressesQueryOptions(accountId ?? 0), enabled: accountId !== null });
}
