import { DEFAULT_DEVICE_LIST_STATUSES, type DeviceListQuery } from '@lodestar/contracts';
import type { AccountAccess } from '../accounts/account-access.ts';
import type { DeviceListFilter } from '../devices/devices.repository.ts';
import { visibilityOf } from '../devices/devices.service.ts';

/**
 * The GET device-list filters as a repository filter. Paging (page, per_page) is left out on purpose: a download
 * is the whole filtered list, not the page on screen; `limit` still applies. Group ids must have been checked to
 * be the account's (requireAccountGroups).
 */
export function trackerFilter(access: AccountAccess, query: DeviceListQuery): DeviceListFilter {
  return {
    ...visibilityOf(access),
    statuses: query.subscription_status ?? DEFAULT_DEVICE_LIST_STATUSES,
    bleSupport: query.ble_support,
    search: query.search || undefined,
    groupIds: query.group_ids,
    limit: query.limit,
  };
}
