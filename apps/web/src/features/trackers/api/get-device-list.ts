import { DEVICE_LIST_MAX, type Device, type SubscriptionStatus } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { trackingQueryKeys } from '../../../api/tracking-query-keys.ts';
import { keepNewerPositions } from '../utils/keep-newer-positions.ts';

/**
 * GET /accounts/{id}/device-list with current positions: the trackers of the given subscription statuses
 * (spec 1 §2.2; ['archived'] for the archived list), each with its model and latest position, for the list and
 * the map. The whole fleet comes in one answer (up to 10,000): the list is virtualised and searched in the
 * browser, which is instant, instead of paging through the server.
 */
export function fetchDeviceList(
  accountId: number,
  statuses: readonly SubscriptionStatus[],
  signal?: AbortSignal,
): Promise<Device[]> {
  return apiRequest(`/accounts/${accountId}/device-list`, {
    signal,
    query: { with_current_position: 1, subscription_status: statuses, limit: DEVICE_LIST_MAX },
  });
}

export function deviceListQueryOptions(accountId: number, statuses: readonly SubscriptionStatus[]) {
  return queryOptions({
    queryKey: trackingQueryKeys.deviceList(accountId, statuses),
    queryFn: ({ signal }) => fetchDeviceList(accountId, statuses, signal),
    // positions arrive over the socket, which refetches after a drop; the list itself changes rarely
    staleTime: Infinity,
    // a refresh must not move a marker back to an older fix the socket already replaced
    structuralSharing: keepNewerPositions,
  });
}

export function useDeviceList(accountId: number, statuses: readonly SubscriptionStatus[]) {
  return useQuery(deviceListQueryOptions(accountId, statuses));
}
