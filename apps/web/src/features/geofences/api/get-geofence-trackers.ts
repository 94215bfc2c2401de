import { TIMING, type Device } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { geofenceKeys } from './geofence-keys.ts';

/**
 * GET /accounts/{id}/geofences/{id}/devices: the trackers inside the geofence now (its open visits) that the
 * caller may see, in the tracker list's shape and name order; exact, however long they have been inside.
 */
export function fetchGeofenceTrackers(
  accountId: number,
  geofenceId: number,
  signal?: AbortSignal,
): Promise<Device[]> {
  return apiRequest(`/accounts/${accountId}/geofences/${geofenceId}/devices`, { signal });
}

/** Under geofenceKeys.inside, which pushed geofence events mark stale (api/live-events.ts geofenceInside). */
export function geofenceTrackersQueryOptions(accountId: number, geofenceId: number) {
  return queryOptions({
    queryKey: geofenceKeys.inside(accountId, geofenceId),
    queryFn: ({ signal }) => fetchGeofenceTrackers(accountId, geofenceId, signal),
    // also refreshed on the spec's auto-refresh interval, for changes the socket did not carry
    refetchInterval: TIMING.autoRefreshInterval,
  });
}

export function useGeofenceTrackers(accountId: number, geofenceId: number) {
  return useQuery(geofenceTrackersQueryOptions(accountId, geofenceId));
}
