import type { Position } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { trackingQueryKeys } from '../../../api/tracking-query-keys.ts';

/**
 * GET /accounts/{id}/current-positions?raw=1: the latest position of every tracker the user may see, keyed by
 * tracker id. Lighter than the device list, for refreshing positions without reloading the trackers; the socket
 * controller keeps a cached copy current.
 */
export function fetchCurrentPositions(
  accountId: number,
  signal?: AbortSignal,
): Promise<Record<string, Position>> {
  return apiRequest(`/accounts/${accountId}/current-positions`, { signal, query: { raw: 1 } });
}

export function currentPositionsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: trackingQueryKeys.currentPositions(accountId),
    queryFn: ({ signal }) => fetchCurrentPositions(accountId, signal),
    staleTime: Infinity,
  });
}

export function useCurrentPositions(accountId: number) {
  return useQuery(currentPositionsQueryOptions(accountId));
}
