import type { CreateGroupRequest, Group } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { GROUP_WRITE_HANDLES, refreshAfterGroupChange } from './refresh-after-group-change.ts';

/** POST /accounts/{id}/groups: a new group, with its first trackers when given. */
export function createGroup(accountId: number, request: CreateGroupRequest): Promise<Group> {
  return apiRequest(`/accounts/${accountId}/groups`, {
    method: 'POST',
    body: request,
    handles: GROUP_WRITE_HANDLES,
  });
}

export function useCreateGroup(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateGroupRequest) => createGroup(accountId, request),
    onSuccess: () => refreshAfterGroupChange(queryClient, accountId),
  });
}
