import {
  DEFAULT_DEVICE_LIST_STATUSES,
  PAGE_SIZES,
  type DeviceDetails,
  type DeviceListQuery,
} from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { canManage, canSeeDevice, type AccountAccess } from '../accounts/account-access.ts';
import { toPositionDto } from '../positions/position-dto.ts';
import type { CurrentPositionCache } from './current-position-cache.ts';
import { findCurrentPositions } from './current-positions.repository.ts';
import { deviceListJson, toDeviceDetailsDto } from './device-dto.ts';
import { modelsOf, positionsOf } from './device-parts.ts';
import { findDeviceUsers, findLatestSubscription } from './device-details.repository.ts';
import {
  countDevices,
  findDevices,
  type DeviceListFilter,
  type DeviceVisibility,
} from './devices.repository.ts';
import { pageMeta } from './page-meta.ts';
import { loadTrackerGroups, requireAccountGroups } from '../groups/tracker-groups.ts';

export const TRACKER_NOT_FOUND = 'Tracker not found.';

/** The trackers an account access may see: the whole account, or only the devices role's own trackers. */
export function visibilityOf(access: AccountAccess): DeviceVisibility {
  return {
    wholeAccounts: [access.accountId],
    ...(access.deviceIds && { deviceIds: [...access.deviceIds] }),
  };
}

/**
 * GET /accounts/{id}/device-list, answered as JSON text (see deviceListJson). Without page/per_page it is the
 * whole (optionally limited) list, which the map and pickers preload; with them, one page and the paging meta
 * (limit is then ignored).
 */
export async function listAccountDevices(
  db: Db,
  cache: CurrentPositionCache,
  access: AccountAccess,
  query: DeviceListQuery,
): Promise<string> {
  if (query.group_ids) await requireAccountGroups(db, access.accountId, query.group_ids);
  const filter: DeviceListFilter = {
    ...visibilityOf(access),
    statuses: query.subscription_status ?? DEFAULT_DEVICE_LIST_STATUSES,
    bleSupport: query.ble_support,
    search: query.search || undefined,
    groupIds: query.group_ids,
  };
  const paged = query.page !== undefined || query.per_page !== undefined;
  const page = query.page ?? 1;
  const perPage = query.per_page ?? PAGE_SIZES.tables[0];
  const [rows, total] = await Promise.all([
    findDevices(
      db,
      paged ? { ...filter, limit: perPage, offset: (page - 1) * perPage } : { ...filter, limit: query.limit },
    ),
    paged ? countDevices(db, filter) : undefined,
  ]);
  const [models, positions, groups] = await Promise.all([
    modelsOf(db, rows),
    query.with_current_position ? positionsOf(cache, rows) : null,
    // a page names its few trackers; a whole list reads the account's memberships in one statement
    loadTrackerGroups(db, [access.accountId], {
      withNames: !query.exclude_groups,
      deviceIds: paged ? rows.map((r) => r.id) : undefined,
    }),
  ]);
  const meta = total === undefined ? undefined : pageMeta(page, perPage, total, rows.length);
  return deviceListJson(rows, models, positions, groups, meta);
}

/**
 * One tracker of the access's account, whatever its subscription status. A tracker of another account, or one a
 * devices-role member was not given, is 404: the answer does not even confirm that it exists. The Access list
 * (users) is for those who manage the account; a devices-role member gets it empty.
 */
export async function getDeviceDetails(
  db: Db,
  access: AccountAccess,
  deviceId: number,
): Promise<DeviceDetails> {
  if (!canSeeDevice(access, deviceId)) throw notFound(TRACKER_NOT_FOUND);
  const [row] = await findDevices(db, { wholeAccounts: [access.accountId], deviceIds: [deviceId] });
  if (!row) throw notFound(TRACKER_NOT_FOUND);
  const [models, [current], groups, subscription, users] = await Promise.all([
    modelsOf(db, [row]),
    findCurrentPositions(db, access.accountId, [deviceId]),
    loadTrackerGroups(db, [access.accountId], { deviceIds: [deviceId] }),
    findLatestSubscription(db, deviceId, access.accountId),
    canManage(access) ? findDeviceUsers(db, deviceId, access.accountId) : [],
  ]);
  const position = current ? toPositionDto(current.position) : null;
  return toDeviceDetailsDto(row, models.get(row.modelId)!, position, groups, subscription, users);
}
