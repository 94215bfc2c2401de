import type { Account } from '@lodestar/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { periodOf } from '../utils/dwell-period.ts';
import { dwellGeofencesQueryOptions } from './get-dwell-geofences.ts';

/**
 * Warms the dwell table's first page for the address's search and period while the screen's chunk loads. A
 * failure is left for the screen to show ('Error fetching dwell'), so this never throws.
 */
export function preloadDwell(
  queryClient: QueryClient,
  account: Account | null | undefined,
  search: URLSearchParams,
) {
  if (!account) return;
  const list = { search: (search.get('search') ?? '').trim(), period: periodOf(search), page: 1 };
  return queryClient.prefetchQuery(dwellGeofencesQueryOptions(account.id, list));
}
