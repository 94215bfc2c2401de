import { USER_DEVICE_PICKER_LIMIT, type Device } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { userKeys } from './user-keys.ts';

/**
 * GET /accounts/{id}/device-list?search&limit=25: the trackers the device picker offers (spec 3 §5: the picker
 * queries with limit 25), searched on the server by name, serial or IMEI.
 */
export function fetchPickerDevices(
  accountId: number,
  search: string,
  signal?: AbortSignal,
): Promise<Device[]> {
  return apiRequest(`/accounts/${accountId}/device-list`, {
    signal,
    query: { search: search || undefined, limit: USER_DEVICE_PICKER_LIMIT, exclude_groups: 1 },
  });
}

export function pickerDevicesQueryOptions(accountId: number, search: string) {
  return queryOptions({
    queryKey: userKeys.picker(accountId, search),
    queryFn: ({ signal }) => fetchPickerDevices(accountId, search, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePickerDevices(accountId: number, search: string) {
  return useQuery(pickerDevicesQueryOptions(accountId, search));
}
