import type { Group } from '@lodestar/contracts';
import { apiRequest } from '../../../api/http-client.ts';
import { GROUP_WRITE_HANDLES } from './refresh-after-group-change.ts';

/** POST /accounts/{id}/groups/{id}/devices: appends trackers; members already in the group stay as they are. */
export function addGroupTrackers(
  accountId: number,
  groupId: number,
  deviceIds: readonly number[],
): Promise<Group> {
  return apiRequest(`/accounts/${accountId}/groups/${groupId}/devices`, {
    method: 'POST',
    body: { device_ids: deviceIds },
    handles: GROUP_WRITE_HANDLES,
  });
}
