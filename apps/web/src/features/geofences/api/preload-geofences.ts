import type { Account } from '@lodestar/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { preloadGeofencesMap } from '../../../map/geofence-map-lazy.tsx';
import { geofenceQueryOptions } from './get-geofence.ts';
import { geofencesQueryOptions } from './get-geofences.ts';

/**
 * What the geofence screens need first (spec 1 §2.2 preloads): the map chunk and every geofence start at once,
 * not awaited (the screen shows its list pane and the starting map meanwhile; a 10,000-geofence list is
 * megabytes); a details or edit view also gets its geofence, awaited (small). Prefetches: a failure is the
 * screen's to show. Cached data is not fetched again when coming from a related screen.
 */
export function preloadGeofences(
  queryClient: QueryClient,
  account: Account | null | undefined,
  id?: string,
): Promise<unknown> | undefined {
  preloadGeofencesMap();
  if (!account) return;
  void queryClient.prefetchQuery(geofencesQueryOptions(account.id));
  const geofenceId = Number(id);
  if (id === undefined || !Number.isInteger(geofenceId) || geofenceId < 1) return;
  return queryClient.prefetchQuery(geofenceQueryOptions(account.id, geofenceId));
}
