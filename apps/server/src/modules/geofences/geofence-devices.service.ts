import type { Db } from '../../db/database.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import { findCurrentPositions } from '../devices/current-positions.repository.ts';
import { deviceListJson } from '../devices/device-dto.ts';
import { modelsOf } from '../devices/device-parts.ts';
import { findDevices } from '../devices/devices.repository.ts';
import { loadTrackerGroups } from '../groups/tracker-groups.ts';
import { toPositionDto } from '../positions/position-dto.ts';
import { findDeviceIdsInside } from './geofence-devices.repository.ts';
import { getGeofence } from './geofences.service.ts';

/**
 * GET /accounts/{id}/geofences/{id}/devices as JSON text: the trackers inside the geofence now (open visits) that
 * the caller may see, in name order with current positions and groups, as the tracker list writes them. Built
 * like a group's trackers (groupWithDevicesJson); the geofence is looked up first so another account's is a 404.
 */
export async function geofenceDevicesJson(
  db: Db,
  access: AccountAccess,
  geofenceId: number,
): Promise<string> {
  await getGeofence(db, access, geofenceId);
  const inside = await findDeviceIdsInside(db, access.accountId, geofenceId);
  const ids = access.deviceIds ? inside.filter((id) => access.deviceIds!.has(id)) : inside;
  const rows = ids.length ? await findDevices(db, { wholeAccounts: [access.accountId], deviceIds: ids }) : [];
  const [models, current, groups] = await Promise.all([
    modelsOf(db, rows),
    findCurrentPositions(db, access.accountId, ids),
    loadTrackerGroups(db, [access.accountId], { deviceIds: ids }),
  ]);
  const positions = new Map(
    current.map((c) => [c.position.deviceId, JSON.stringify(toPositionDto(c.position))]),
  );
  return deviceListJson(rows, models, positions, groups);
}
