import type { Position } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { HISTORY_HANDLED_STATUSES, historyQueryKeys } from './history-query-keys.ts';

/** GET /accounts/{id}/devices/{id}/positions: the tracker's fixes in the period, in time order (spec 1 §7). */
export function fetchHistoryPositions(
  accountId: number,
  deviceId: number,
  from: string,
  to: string | null,
  signal?: AbortSignal,
): Promise<Position[]> {
  return apiRequest(`/accounts/${accountId}/devices/${deviceId}/positions`, {
    query: { date_from: from, date_to: to ?? undefined },
    signal,
    handles: HISTORY_HANDLED_STATUSES,
  });
}

export function historyPositionsQueryOptions(
  accountId: number,
  deviceId: number,
  from: string,
  to: string | null,
) {
  return queryOptions({
    queryKey: historyQueryKeys.positions(accountId, deviceId, from, to),
    queryFn: ({ signal }) => fetchHistoryPositions(accountId, deviceId, from, to, signal),
    // the old path stays drawn while a new period loads, rather than the map flashing empty
    placeholderData: keepPreviousData,
  });
}

export function useHistoryPositions(accountId: number, deviceId: number, from: string, to: string | null) {
  return useQuery(historyPositionsQueryOptions(accountId, deviceId, from, to));
}
