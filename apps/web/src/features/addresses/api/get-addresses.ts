import type { Address } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { addressKeys } from './address-keys.ts';

/** GET /accounts/{id}/addresses: both categories at once, defaults first (an account keeps a handful). */
export function fetchAddresses(accountId: number, signal?: AbortSignal): Promise<Address[]> {
  return apiRequest(`/accounts/${accountId}/addresses`, { signal });
}

export function addressesQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: addressKeys.all(accountId),
    queryFn: ({ signal }) => fetchAddresses(accountId, signal),
  });
}

export function useAddresses(accountId: number) {
  return useQuery(addressesQueryOptions(accountId));
}
