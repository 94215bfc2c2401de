import type { DeviceDetails } from '@lodestar/contracts';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { groupKeys } from './group-keys.ts';

/**
 * GET /accounts/{id}/devices/{id}: one chosen tracker the wizard's review has not seen on a page (chosen with
 * 'Select searched results', or a member of the group being edited), for its name and serial. A tracker gone
 * meanwhile is the review's business (it shows the id), not the Not Found page's.
 */
export function fetchChosenTracker(
  accountId: number,
  deviceId: number,
  signal?: AbortSignal,
): Promise<DeviceDetails> {
  return apiRequest(`/accounts/${accountId}/devices/${deviceId}`, { signal, handles: [403, 404] });
}

export function chosenTrackerQueryOptions(accountId: number, deviceId: number) {
  return queryOptions({
    queryKey: groupKeys.chosenTracker(accountId, deviceId),
    queryFn: ({ signal }) => fetchChosenTracker(accountId, deviceId, signal),
    staleTime: 60_000,
    retry: false,
  });
}

/** The trackers of one review page, fetched side by side (at most a page of them, 10). */
export function useChosenTrackers(accountId: number, deviceIds: readonly number[], enabled: boolean) {
  return useQueries({
    queries: deviceIds.map((id) => ({ ...chosenTrackerQueryOptions(accountId, id), enabled })),
  });
}
