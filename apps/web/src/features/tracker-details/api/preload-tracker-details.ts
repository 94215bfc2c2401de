import type { QueryClient } from '@tanstack/react-query';
import { parseRouteId } from '../utils/route-id.ts';
import { trackerDetailsQueryOptions } from './get-tracker-details.ts';

/**
 * Loads the tracker before its screen shows (spec 1 §2.2). A failure is left to the screen and the request
 * layer (a 404 already moves to Not Found), so the preload never throws; an address that is no id loads nothing.
 */
export function preloadTrackerDetails(
  queryClient: QueryClient,
  accountId: number | string | null | undefined,
  deviceId: string | undefined,
): Promise<void> | void {
  const device = parseRouteId(deviceId);
  const account =
    typeof accountId === 'number' ? accountId : accountId == null ? null : parseRouteId(accountId);
  if (device === null || (accountId != null && account === null)) return;
  return queryClient.prefetchQuery(trackerDetailsQueryOptions(account, device));
}
