import type { QueryClient } from '@tanstack/react-query';
import { historyQueryPeriod, historyRangeOf } from '../hooks/use-history-range.ts';
import { historyPathQueryOptions } from './get-history-positions.ts';

/**
 * Starts loading the path of the period in the page address, under the key the map will ask for, so the 90-day
 * download runs while the screen and the map chunk load instead of after them. Not awaited: the screen shows at
 * once and the map picks the request up where it is. Failures are the map's to show; the map asks for the stops
 * itself once the path is in (see TrackerHistoryMap).
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
  void queryClient.prefetchQuery(historyPathQueryOptions(accountId, deviceId, from, to));
}
