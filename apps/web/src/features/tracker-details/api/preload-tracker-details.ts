import type { DeviceDetails } from '@lodestar/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { parseRouteId } from '../utils/route-id.ts';
import { trackerDetailsQueryOptions } from './get-tracker-details.ts';

/**
 * The tracker a details address names: its id, and the account it is looked up in (null when the address names
 * none: an internal admin's /trackers/{id}). Null when either is given but is not an id.
 */
export function trackerOfAddress(
  accountId: number | string | null | undefined,
  deviceId: string | undefined,
): { account: number | null; device: number } | null {
  const device = parseRouteId(deviceId);
  const account =
    typeof accountId === 'number' ? accountId : accountId == null ? null : parseRouteId(accountId);
  if (device === null || (accountId != null && account === null)) return null;
  return { account, device };
}

/**
 * Loads the tracker before its screen shows (spec 1 §2.2) and gives it back, or undefined when it could not be
 * loaded. A failure is left to the screen and the request layer (a 404 already moves to Not Found), so the preload
 * never throws; an address that is no id loads nothing.
 */
export async function preloadTrackerDetails(
  queryClient: QueryClient,
  accountId: number | string | null | undefined,
  deviceId: string | undefined,
): Promise<DeviceDetails | undefined> {
  const named = trackerOfAddress(accountId, deviceId);
  if (!named) return undefined;
  const options = trackerDetailsQueryOptions(named.account, named.device);
  await queryClient.prefetchQuery(options);
  return queryClient.getQueryData(options.queryKey);
}
