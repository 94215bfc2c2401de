import type { DeviceUser } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { trackerDetailsKeys } from './tracker-details-keys.ts';

/** PUT /devices/{id}/users: exactly the users (besides admins) who may see the tracker (spec 1 §2.6 Access). */
export function updateTrackerUsers(deviceId: number, userIds: number[]): Promise<DeviceUser[]> {
  return apiRequest(`/devices/${deviceId}/users`, {
    method: 'PUT',
    body: { users: userIds },
    handles: [422],
  });
}

/** Saves the access list, then reloads the details (which list the users) and the members' tracker counts. */
export function useUpdateTrackerUsers(accountId: number, deviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) => updateTrackerUsers(deviceId, userIds),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trackerDetailsKeys.allDetails(deviceId) }),
        queryClient.invalidateQueries({ queryKey: trackerDetailsKeys.accountUsers(accountId) }),
      ]),
  });
}
