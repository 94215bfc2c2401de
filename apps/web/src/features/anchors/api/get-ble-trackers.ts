import { LIMITS, type Device } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { anchorKeys } from './anchor-keys.ts';

/**
 * GET /accounts/{id}/device-list?ble_support=1&limit=25&search: the wizard's tracker picker offers the account's
 * BLE-capable trackers, 25 at most (spec 1 §7, §9 device autocomplete), searched on the server by name or serial.
 */
export function fetchBleTrackers(accountId: number, search: string, signal?: AbortSignal): Promise<Device[]> {
  return apiRequest(`/accounts/${accountId}/device-list`, {
    signal,
    query: {
      ble_support: 1,
      limit: LIMITS.deviceAutocompleteLimit,
      exclude_groups: 1,
      search: search || undefined,
    },
  });
}

export function bleTrackersQueryOptions(accountId: number, search: string) {
  return queryOptions({
    queryKey: anchorKeys.bleTrackers(accountId, search),
    queryFn: ({ signal }) => fetchBleTrackers(accountId, search, signal),
    placeholderData: keepPreviousData,
  });
}

export function useBleTrackers(accountId: number, search: string, enabled: boolean) {
  return useQuery({ ...bleTrackersQueryOptions(accountId, search), enabled });
}
