import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/http-client.ts';
import { geofenceKeys } from './geofence-keys.ts';

/** DELETE /accounts/{id}/geofences/{id}: the geofence and its visits; its past events stay. */
export function deleteGeofence(accountId: number, id: number): Promise<void> {
  return apiSend(`/accounts/${accountId}/geofences/${id}`, { method: 'DELETE', handles: [403, 404] });
}

export function useDeleteGeofence(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteGeofence(accountId, id),
    // the list reloads; the geofence's own answer is dropped only once its screen has gone (forgetGeofence):
    // dropped while the details are still shown, they asked for it again, met the 404 and went to Not Found
    onSuccess: () => queryClient.invalidateQueries({ queryKey: geofenceKeys.list(accountId) }),
  });
}

/** Drops a deleted geofence's cached answer, after its screen has been left. */
export function forgetGeofence(queryClient: QueryClient, accountId: number, id: number): void {
  queryClient.removeQueries({ queryKey: geofenceKeys.one(accountId, id) });
}
