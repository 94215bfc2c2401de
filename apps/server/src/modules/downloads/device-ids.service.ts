import type { DeviceIdsRequest } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import { visibilityOf } from '../devices/devices.service.ts';
import { findDevices, type DeviceListFilter } from '../devices/devices.repository.ts';
import { requireAccountGroups } from '../groups/tracker-groups.ts';
import { trackerFilter } from './tracker-filter.ts';

/**
 * POST /accounts/{id}/device-ids: ids of the visible trackers in the given groups (whatever their status: a group
 * holds its trackers, not a view of them), or matching the list filters; with both, the trackers of the groups
 * that match the filters. A group id that is not the account's is refused with a 422 naming it, rather than
 * answered with an empty list that would look like an empty group.
 */
export async function visibleTrackerIds(
  db: Db,
  access: AccountAccess,
  body: DeviceIdsRequest,
): Promise<number[]> {
  const groupIds = body.group_ids?.length ? body.group_ids : undefined;
  const named = [...(groupIds ?? []), ...(body.params?.group_ids ?? [])];
  if (named.length) await requireAccountGroups(db, access.accountId, named);
  const filter: DeviceListFilter =
    groupIds && !body.params
      ? { ...visibilityOf(access), groupIds }
      : { ...trackerFilter(access, body.params ?? {}), ...(groupIds && { groupIds }) };
  const rows = await findDevices(db, filter);
  return rows.map((r) => r.id);
}
