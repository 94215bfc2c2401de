import type { SimInStock } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { SIM_CALL_HANDLES, simReplacementKeys } from './sim-replacement-keys.ts';

/** GET /accounts/{id}/sim-replacement/iccids (spec 3 §7): the SIMs in the account's drawer, ready to go in. */
export function fetchReplacementIccids(accountId: number, signal?: AbortSignal): Promise<SimInStock[]> {
  return apiRequest<SimInStock[]>(`/accounts/${accountId}/sim-replacement/iccids`, {
    signal,
    handles: SIM_CALL_HANDLES,
  });
}

export function replacementIccidsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: simReplacementKeys.iccids(accountId),
    queryFn: ({ signal }) => fetchReplacementIccids(accountId, signal),
  });
}

export function useReplacementIccids(accountId: number) {
  return useQuery(replacementIccidsQueryOptions(accountId));
}
