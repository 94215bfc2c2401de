import { useMutation, useQueryClient } from '@tanstack/react-query';
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
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: geofenceKeys.one(accountId, id) });
      return queryClient.invalidateQueries({ queryKey: geofenceKeys.list(accountId) });
    },
  });
}
