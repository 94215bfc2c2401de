import type { GeofencePage } from '@lodestar/contracts';
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
    // Not awaited: the caller's onSuccess (leave the details) must run at once. While an awaited list reload ran,
    // the deleted geofence's details stayed up and a refresh of their own queries (a live event, the trackers
    // inside) met the 404 and went to Not Found. The list drops it now and reloads behind.
    onSuccess: (_, id) => {
      queryClient.setQueryData<GeofencePage>(geofenceKeys.list(accountId), (page) =>
        page ? { ...page, data: page.data.filter((g) => g.id !== id) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: geofenceKeys.list(accountId) });
    },
  });
}

/** The deleted geofence's own queries: its answer, who is inside, its event pages. */
function ownKeys(accountId: number, id: number) {
  return [
    geofenceKeys.one(accountId, id),
    geofenceKeys.inside(accountId, id),
    [...geofenceKeys.all(accountId), 'events', id] as const,
  ];
}

/** Aborts the deleted geofence's requests still in flight, so none of them answers 404 after the delete. */
export function cancelGeofence(queryClient: QueryClient, accountId: number, id: number): Promise<void> {
  return Promise.all(ownKeys(accountId, id).map((queryKey) => queryClient.cancelQueries({ queryKey }))).then(
    () => undefined,
  );
}

/** Drops a deleted geofence's cached answers, after its screen has been left. */
export function forgetGeofence(queryClient: QueryClient, accountId: number, id: number): void {
  for (const queryKey of ownKeys(accountId, id)) queryClient.removeQueries({ queryKey });
}
