import { decodePackedPath, type HistoryPath } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestBinary } from '../../../api/http-client.ts';
import { HISTORY_HANDLED_STATUSES, historyQueryKeys } from './history-query-keys.ts';

/**
 * GET /accounts/{id}/devices/{id}/positions?format=packed: the tracker's fixes in the period, in time order
 * (spec 1 §7), as binary records read into the columns the map draws (time, place, speed). 90 days of one-minute
 * fixes are 3.6 MB read with a DataView, instead of 4.5 MB of JSON numbers to parse (format=path) or 56 MB of
 * Position records (docs/decisions/0018-tracker-history-view.md).
 */
export async function fetchHistoryPath(
  accountId: number,
  deviceId: number,
  from: string,
  to: string | null,
  signal?: AbortSignal,
): Promise<HistoryPath> {
  const packed = await apiRequestBinary(`/accounts/${accountId}/devices/${deviceId}/positions`, {
    query: { date_from: from, date_to: to ?? undefined, format: 'packed' },
    signal,
    handles: HISTORY_HANDLED_STATUSES,
  });
  return decodePackedPath(packed);
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
