import type { Group } from '@lodestar/contracts';
import { apiRequest } from '../../../api/http-client.ts';
import { GROUP_WRITE_HANDLES } from './refresh-after-group-change.ts';

/** POST /accounts/{id}/groups/{id}/devices-swap: the group's trackers become exactly these (empty: none). */
export function swapGroupTrackers(
  accountId: number,
  groupId: number,
  deviceIds: readonly number[],
): Promise<Group> {
  return apiRequest(`/accounts/${accountId}/groups/${groupId}/devices-swap`, {
    method: 'POST',
    body: { device_ids: deviceIds },
    handles: GROUP_WRITE_HANDLES,
  });
}
