import type { Stop } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { HISTORY_HANDLED_STATUSES, historyQueryKeys } from './history-query-keys.ts';

/** GET /accounts/{id}/devices/{id}/stops?format=zulu: where the tracker stayed in the period (spec 1 §7). */
export function fetchHistoryStops(
  accountId: number,
  deviceId: number,
  from: string,
  to: string | null,
  signal?: AbortSignal,
): Promise<Stop[]> {
  return apiRequest(`/accounts/${accountId}/devices/${deviceId}/stops`, {
    query: { date_from: from, date_to: to ?? undefined, format: 'zulu' },
    signal,
    handles: HISTORY_HANDLED_STATUSES,
  });
}

export function historyStopsQueryOptions(
  accountId: number,
  deviceId: number,
  from: string,
  to: string | null,
) {
  return queryOptions({
    queryKey: historyQueryKeys.stops(accountId, deviceId, from, to),
    queryFn: ({ signal }) => fetchHistoryStops(accountId, deviceId, from, to, signal),
    retry: 1,
  });
}

export function useHistoryStops(
  accountId: number,
  deviceId: number,
  from: string,
  to: string | null,
  enabled = true,
) {
  return useQuery({ ...historyStopsQueryOptions(accountId, deviceId, from, to), enabled });
}
