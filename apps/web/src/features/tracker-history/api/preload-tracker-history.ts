import type { QueryClient } from '@tanstack/react-query';
import { historyQueryPeriod, historyRangeOf } from '../hooks/use-history-range.ts';
import { historyPathQueryOptions } from './get-history-positions.ts';
import { historyStopsQueryOptions } from './get-history-stops.ts';

/**
 * Starts loading the path and stops of the period in the page address, under the keys the map will ask for, so
 * the 90-day download runs while the screen and the map chunk load instead of after them. Not awaited: the screen
 * shows at once and the map picks the requests up where they are. Failures are the map's to show.
 */
export function preloadTrackerHistory(
  queryClient: QueryClient,
  accountId: number,
  deviceId: number,
  search: URLSearchParams,
  now = Date.now(),
): void {
  const { from, to } = historyQueryPeriod(
    historyRangeOf(search.get('date_from'), search.get('date_to'), now),
  );
  // stops after the path, as the map asks for them (see TrackerHistoryMap)
  void queryClient
    .prefetchQuery(historyPathQueryOptions(accountId, deviceId, from, to))
    .then(() => queryClient.prefetchQuery(historyStopsQueryOptions(accountId, deviceId, from, to)));
}
