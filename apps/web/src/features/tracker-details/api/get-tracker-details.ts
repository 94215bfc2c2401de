import type { DeviceDetails } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { trackerDetailsKeys } from './tracker-details-keys.ts';

/**
 * GET /accounts/{accountId}/devices/{id}: the tracker with its model, current position, note, subscription and
 * the users given access. An unknown tracker answers 404, which the request layer turns into the Not Found page.
 * Without an account (an internal admin who belongs to none) GET /devices/{id} finds it in whichever account.
 */
export function fetchTrackerDetails(
  accountId: number | null,
  deviceId: number,
  signal?: AbortSignal,
): Promise<DeviceDetails> {
  const path = accountId === null ? `/devices/${deviceId}` : `/accounts/${accountId}/devices/${deviceId}`;
  return apiRequest(path, { signal });
}

export function trackerDetailsQueryOptions(accountId: number | null, deviceId: number) {
  return queryOptions({
    queryKey: trackerDetailsKeys.details(accountId, deviceId),
    queryFn: ({ signal }) => fetchTrackerDetails(accountId, deviceId, signal),
  });
}

export function useTrackerDetails(accountId: number | null, deviceId: number) {
  return useQuery(trackerDetailsQueryOptions(accountId, deviceId));
}
