import type { DeviceDetails } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { historyQueryKeys } from './history-query-keys.ts';

/**
 * GET /accounts/{id}/devices/{id}: the tracker with its current position and its model's report interval,
 * which the current position's marker colour needs (spec 1 §4).
 */
export function fetchHistoryTracker(
  accountId: number,
  deviceId: number,
  signal?: AbortSignal,
): Promise<DeviceDetails> {
  return apiRequest(`/accounts/${accountId}/devices/${deviceId}`, { signal });
}

export function historyTrackerQueryOptions(accountId: number, deviceId: number) {
  return queryOptions({
    queryKey: historyQueryKeys.tracker(accountId, deviceId),
    queryFn: ({ signal }) => fetchHistoryTracker(accountId, deviceId, signal),
  });
}

export function useHistoryTracker(accountId: number, deviceId: number) {
  return useQuery(historyTrackerQueryOptions(accountId, deviceId));
}
