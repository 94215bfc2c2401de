import type { SaveTriggersRequest, TrackerTriggers } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { trackerDetailsKeys } from './tracker-details-keys.ts';

/** POST /devices/{id}/triggers: the whole SLA set in Celsius and percent; null turns a bound off. */
export function saveTrackerTriggers(
  deviceId: number,
  triggers: SaveTriggersRequest,
): Promise<TrackerTriggers> {
  return apiRequest(`/devices/${deviceId}/triggers`, {
    method: 'POST',
    body: { device_id: deviceId, ...triggers },
    handles: [422],
  });
}

/** Saves the SLAs and keeps the answer as the tracker's triggers, so the form shows what the server stored. */
export function useSaveTrackerTriggers(deviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (triggers: SaveTriggersRequest) => saveTrackerTriggers(deviceId, triggers),
    onSuccess: (saved) => queryClient.setQueryData(trackerDetailsKeys.triggers(deviceId), saved),
  });
}
