import type { Group, UpdateGroupRequest } from '@lodestar/contracts';
import { apiRequest } from '../../../api/http-client.ts';
import { GROUP_WRITE_HANDLES } from './refresh-after-group-change.ts';

/**
 * PUT /accounts/{id}/groups/{id}: a new name. The wizard's swap mode calls it only when the name changed, then
 * swaps the trackers (save-group-changes.ts refreshes the caches once both are done).
 */
export function updateGroup(accountId: number, groupId: number, request: UpdateGroupRequest): Promise<Group> {
  return apiRequest(`/accounts/${accountId}/groups/${groupId}`, {
    method: 'PUT',
    body: request,
    handles: GROUP_WRITE_HANDLES,
  });
}
