import type { Geofence } from '@lodestar/contracts';
import { apiRequest } from '../../../api/http-client.ts';

/** The geofence fields the dwell table edits in place (spec 2 §5 Dwell inline edits). */
export const DWELL_EDITABLE_FIELDS = ['allowable_dwell_days', 'min_assets', 'max_assets'] as const;
export type DwellEditableField = (typeof DWELL_EDITABLE_FIELDS)[number];

/**
 * PUT /accounts/{id}/geofences/{id} with one count (spec 2 §7: the geofence update call), null to clear it. The
 * cell shows every 4xx itself ('Sorry, this geofence no longer exists' on 404, else the server's message);
 * 401 still signs out, 5xx still gets the shared refresh toast besides the cell's own message.
 */
export function updateDwellField(
  accountId: number,
  geofenceId: number,
  field: DwellEditableField,
  value: number | null,
): Promise<Geofence> {
  return apiRequest<Geofence>(`/accounts/${accountId}/geofences/${geofenceId}`, {
    method: 'PUT',
    body: { [field]: value },
    handles: [400, 403, 404, 409, 422],
  });
}
