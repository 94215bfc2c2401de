import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';

/**
 * GET /accounts/{id}/geofence-events?download=1: every event of the geofence as a CSV built in the background
 * and e-mailed as a link (spec 1 §2.8); the answer is the modal's text. offset: the browser's minutes east of UTC.
 */
export function emailGeofenceEvents(accountId: number, geofenceId: number): Promise<{ message: string }> {
  return apiRequest(`/accounts/${accountId}/geofence-events`, {
    query: { geofence_id: geofenceId, download: 1, offset: -new Date().getTimezoneOffset() },
    handles: 'all',
  });
}

export function useEmailGeofenceEvents(accountId: number) {
  return useMutation({ mutationFn: (geofenceId: number) => emailGeofenceEvents(accountId, geofenceId) });
}
