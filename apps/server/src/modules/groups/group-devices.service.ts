import type { Db } from '../../db/database.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import { findCurrentPositions } from '../devices/current-positions.repository.ts';
import { deviceItemsJson } from '../devices/device-dto.ts';
import { modelsOf } from '../devices/device-parts.ts';
import { findDevices } from '../devices/devices.repository.ts';
import { toPositionDto } from '../positions/position-dto.ts';
import { getGroup } from './groups.service.ts';
import { loadTrackerGroups } from './tracker-groups.ts';

/** Past this many trackers, one read of the whole account beats a long id list (as the tracker list does). */
const WHOLE_ACCOUNT_FROM = 500;

/**
 * Whether `include` (include=devices,devices.subscription) asks for the trackers. Each tracker always carries its
 * subscription status, so devices.subscription asks for nothing more; names the spec does not use are ignored.
 */
export const includesDevices = (include: string | undefined) =>
  (include ?? '').split(',').some((part) => ['devices', 'devices.subscription'].includes(part.trim()));

/**
 * GET /accounts/{id}/groups/{id}?include=devices as JSON text: the group, and the trackers of it the caller may
 * see, whatever their status, in name order with current positions and groups, as the tracker list writes them
 * (a group of 10,000 trackers is one list, not 10,000 schema passes).
 */
export async function groupWithDevicesJson(db: Db, access: AccountAccess, groupId: number): Promise<string> {
  const group = await getGroup(db, access, groupId);
  const ids = group.device_ids;
  const rows = ids.length ? await findDevices(db, { wholeAccounts: [access.accountId], deviceIds: ids }) : [];
  const whole = ids.length >= WHOLE_ACCOUNT_FROM;
  const [models, current, groups] = await Promise.all([
    modelsOf(db, rows),
    findCurrentPositions(db, access.accountId, whole ? undefined : ids),
    loadTrackerGroups(db, [access.accountId], { deviceIds: whole ? undefined : ids }),
  ]);
  const positions = new Map(
    current.map((c) => [c.position.deviceId, JSON.stringify(toPositionDto(c.position))]),
  );
  const groupJson = JSON.stringify(group);
  return `{"data":${groupJson.slice(0, -1)},"devices":${deviceItemsJson(rows, models, positions, groups)}}}`;
}
