import type { DeviceIdsRequest } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { unprocessable } from '../../http/errors.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import { findDevices } from '../devices/devices.repository.ts';
import { trackerFilter } from './tracker-filter.ts';

/**
 * POST /accounts/{id}/device-ids: ids of the visible trackers matching the list filters. Groups do not exist yet
 * (they come with the groups module), so no group id can belong to the account: naming one is refused rather
 * than answered with an empty list that would look like an empty group.
 */
export async function visibleTrackerIds(
  db: Db,
  access: AccountAccess,
  body: DeviceIdsRequest,
): Promise<number[]> {
  if (body.group_ids?.length) {
    throw unprocessable('Unknown group', { group_ids: [`Unknown group: ${body.group_ids.join(', ')}`] });
  }
  const rows = await findDevices(db, trackerFilter(access, body.params ?? {}));
  return rows.map((r) => r.id);
}
