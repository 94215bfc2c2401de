import type { Device } from '@lodestar/contracts';
import type { DeviceListStatus } from '@lodestar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { trackingQueryKeys } from '../../../api/tracking-query-keys.ts';

/**
 * GET /accounts/{id}/device-list with current positions: the trackers of the given subscription statuses
 * (spec 1 §2.2), each with its model and latest position, for the list and the map.
 */
export function fetchDeviceList(
  accountId: number,
  statuses: readonly DeviceListStatus[],
  signal?: AbortSignal,
): Promise<Device[]> {
  return apiRequest(`/accounts/${accountId}/device-list`, {
    signal,
    query: { with_current_position: 1, subscription_status: statuses },
  });
}

export function deviceListQueryOptions(accountId: number, statuses: readonly DeviceListStatus[]) {
  return queryOptions({
    queryKey: trackingQueryKeys.deviceList(accountId, statuses),
    queryFn: ({ signal }) => fetchDeviceList(accountId, statuses, signal),
    // positions arrive over the socket, which refetches after a drop; the list itself changes rarely
    staleTime: Infinity,
  });
}

export function useDeviceList(accountId: number, statuses: readonly DeviceListStatus[]) {
  return useQuery(deviceListQueryOptions(accountId, statuses));
}
