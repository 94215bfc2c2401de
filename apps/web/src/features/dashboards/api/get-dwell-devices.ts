import type { DwellDevice } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { dwellKeys } from './dwell-keys.ts';

/**
 * GET /accounts/{id}/dwell/geofences/{id}/devices (spec 2 §7 Dwell): the trackers inside a geofence now. The
 * expanded row says "Cannot get device's data" on any failure, so no status goes to the shared reaction
 * (a geofence deleted meanwhile must not open the Not Found page).
 */
export function fetchDwellDevices(accountId: number, geofenceId: number, signal?: AbortSignal) {
  return apiRequest<DwellDevice[]>(`/accounts/${accountId}/dwell/geofences/${geofenceId}/devices`, {
    signal,
    handles: [400, 403, 404, 422],
  });
}

export const dwellDevicesQueryOptions = (accountId: number, geofenceId: number) =>
  queryOptions({
    queryKey: dwellKeys.devices(accountId, geofenceId),
    queryFn: ({ signal }) => fetchDwellDevices(accountId, geofenceId, signal),
    retry: false,
  });

export function useDwellDevices(accountId: number, geofenceId: number) {
  return useQuery(dwellDevicesQueryOptions(accountId, geofenceId));
}
