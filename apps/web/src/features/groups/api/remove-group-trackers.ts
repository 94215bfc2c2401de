import type { Group } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { GROUP_WRITE_HANDLES, refreshAfterGroupChange } from './refresh-after-group-change.ts';

/**
 * DELETE /accounts/{id}/groups/{id}/devices: takes these trackers out of the group. The details screen always
 * names them: an empty list would mean every tracker.
 */
export function removeGroupTrackers(
  accountId: number,
  groupId: number,
  deviceIds: readonly number[],
): Promise<Group> {
  return apiRequest(`/accounts/${accountId}/groups/${groupId}/devices`, {
    method: 'DELETE',
    body: { device_ids: deviceIds },
    handles: GROUP_WRITE_HANDLES,
  });
}

export function useRemoveGroupTrackers(accountId: number, groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceIds: readonly number[]) => removeGroupTrackers(accountId, groupId, deviceIds),
    onSuccess: () => refreshAfterGroupChange(queryClient, accountId),
  });
}
