import { GEOFENCE_PAGE_MAX, type GeofencePage } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';
import { geofenceKeys } from './geofence-keys.ts';

/**
 * GET /accounts/{id}/geofences with per_page 10,000: every geofence in one call, for the map and the list
 * (searched in the page: the whole list is here anyway, so a keystroke costs no request).
 */
export function fetchGeofences(accountId: number, signal?: AbortSignal): Promise<GeofencePage> {
  return apiRequestEnvelope(`/accounts/${accountId}/geofences`, {
    signal,
    query: { page: 1, per_page: GEOFENCE_PAGE_MAX },
  });
}

export function geofencesQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: geofenceKeys.list(accountId),
    queryFn: ({ signal }) => fetchGeofences(accountId, signal),
    // spec 3 §3: entries without lat and lng are dropped from the list
    select: (page) => page.data.filter((g) => Number.isFinite(g.lat) && Number.isFinite(g.lng)),
  });
}

export function useGeofences(accountId: number) {
  return useQuery(geofencesQueryOptions(accountId));
}
