import type { Device, UpdateTrackerRequest } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { trackingQueryKeys } from '../../../api/tracking-query-keys.ts';
import { trackerDetailsKeys } from './tracker-details-keys.ts';

/** PUT /devices/{id}: a new name or note (spec 1 §2.6 Notes). The section shows a failure itself. */
export function updateTracker(deviceId: number, changes: UpdateTrackerRequest): Promise<Device> {
  return apiRequest(`/devices/${deviceId}`, { method: 'PUT', body: changes, handles: [422] });
}

/** Saves the change, then reloads the details and the account's tracker lists, which show the name too. */
export function useUpdateTracker(accountId: number, deviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateTrackerRequest) => updateTracker(deviceId, changes),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trackerDetailsKeys.allDetails(deviceId) }),
        queryClient.invalidateQueries({ queryKey: trackingQueryKeys.deviceLists(accountId) }),
      ]),
  });
}
