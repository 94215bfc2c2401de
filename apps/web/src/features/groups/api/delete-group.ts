import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { GROUP_WRITE_HANDLES, refreshAfterGroupChange } from './refresh-after-group-change.ts';

/** DELETE /accounts/{id}/groups/{id}: the group goes, its trackers stay. */
export function deleteGroup(accountId: number, groupId: number): Promise<{ id: number }> {
  return apiRequest(`/accounts/${accountId}/groups/${groupId}`, {
    method: 'DELETE',
    handles: GROUP_WRITE_HANDLES,
  });
}

/** Deletes one or several groups (the list's selection), then reloads the group screens and tracker lists. */
export function useDeleteGroups(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (groupIds: readonly number[]) => {
      for (const id of groupIds) await deleteGroup(accountId, id);
    },
    // also after a failure part-way: the groups already deleted must leave the screen
    onSettled: (_answer, _error, groupIds) => refreshAfterGroupChange(queryClient, accountId, groupIds),
  });
}
