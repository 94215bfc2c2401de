import type { CreateGeofenceRequest, Geofence, UpdateGeofenceRequest } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { geofenceKeys } from './geofence-keys.ts';

/** The form shows 403 and 422 itself ('Access denied', messages by field); other failures get the shared reaction. */
const FORM_HANDLES = [403, 422] as const;

/** POST /accounts/{id}/geofences. */
export function createGeofence(accountId: number, request: CreateGeofenceRequest): Promise<Geofence> {
  return apiRequest(`/accounts/${accountId}/geofences`, {
    method: 'POST',
    body: request,
    handles: FORM_HANDLES,
  });
}

/** PUT /accounts/{id}/geofences/{id}: the given fields change; a shape replaces the old one. */
export function updateGeofence(
  accountId: number,
  id: number,
  request: UpdateGeofenceRequest,
): Promise<Geofence> {
  return apiRequest(`/accounts/${accountId}/geofences/${id}`, {
    method: 'PUT',
    body: request,
    handles: FORM_HANDLES,
  });
}

/** Creates (id null) or edits a geofence, then reloads every geofence screen. */
export function useSaveGeofence(accountId: number, id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateGeofenceRequest) =>
      id === null ? createGeofence(accountId, request) : updateGeofence(accountId, id, request),
    onSuccess: (saved) => {
      queryClient.setQueryData(geofenceKeys.one(accountId, saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: geofenceKeys.all(accountId) });
    },
  });
}
