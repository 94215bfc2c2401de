import type { HistoryPath } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { HISTORY_HANDLED_STATUSES, historyQueryKeys } from './history-query-keys.ts';

/**
 * GET /accounts/{id}/devices/{id}/positions?format=path: the tracker's fixes in the period as columns, in time
 * order (spec 1 §7). The map draws only time, place and speed, so it asks for those alone: 90 days of one-minute
 * fixes are about 6 MB instead of 56 MB of Position records, and parse into four arrays instead of 130,000
 * objects (docs/decisions/0018-tracker-history-view.md).
 */
export function fetchHistoryPath(
  accountId: number,
  deviceId: number,
  from: string,
  to: string | null,
  signal?: AbortSignal,
): Promise<HistoryPath> {
  return apiRequest(`/accounts/${accountId}/devices/${deviceId}/positions`, {
    query: { date_from: from, date_to: to ?? undefined, format: 'path' },
    signal,
    handles: HISTORY_HANDLED_STATUSES,
  });
}

export function historyPathQueryOptions(
  accountId: number,
  deviceId: number,
  from: string,
  to: string | null,
) {
  return queryOptions({
    queryKey: historyQueryKeys.path(accountId, deviceId, from, to),
    queryFn: ({ signal }) => fetchHistoryPath(accountId, deviceId, from, to, signal),
    // the old path stays drawn while a new period loads, rather than the map flashing empty
    placeholderData: keepPreviousData,
  });
}

export function useHistoryPath(accountId: number, deviceId: number, from: string, to: string | null) {
  return useQuery(historyPathQueryOptions(accountId, deviceId, from, to));
}
