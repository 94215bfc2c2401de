import type { DwellGeofence } from '@lodestar/contracts';
import { apiRequest } from '../../../api/http-client.ts';

/**
 * GET /accounts/{id}/dwell/geofences/{id}?period= (spec 2 §7 Dwell): one geofence's dwell figures, read again
 * after an inline edit changed what they are measured against. A failure here is left to the caller.
 */
export function fetchDwellGeofence(
  accountId: number,
  geofenceId: number,
  period: number,
  signal?: AbortSignal,
): Promise<DwellGeofence> {
  return apiRequest<DwellGeofence>(`/accounts/${accountId}/dwell/geofences/${geofenceId}`, {
    signal,
    query: { period },
    handles: [403, 404, 422],
  });
}
