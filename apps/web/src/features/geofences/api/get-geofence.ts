import type { Geofence } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { geofenceKeys } from './geofence-keys.ts';

/** GET /accounts/{id}/geofences/{id}: one geofence; a 404 goes to the not-found screen (spec 1 §8). */
export function fetchGeofence(accountId: number, id: number, signal?: AbortSignal): Promise<Geofence> {
  return apiRequest(`/accounts/${accountId}/geofences/${id}`, { signal });
}

export function geofenceQueryOptions(accountId: number, id: number) {
  return queryOptions({
    queryKey: geofenceKeys.one(accountId, id),
    queryFn: ({ signal }) => fetchGeofence(accountId, id, signal),
  });
}

/** `enabled` false once the geofence is deleted: it must not be asked for again while its screen leaves. */
export function useGeofence(accountId: number, id: number, enabled = true) {
  return useQuery({ ...geofenceQueryOptions(accountId, id), enabled });
}
