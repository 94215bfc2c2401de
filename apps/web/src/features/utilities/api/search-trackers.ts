import { ADMIN_SEARCH_QUERY_MIN, type AdminSearchResult, type AdminSearchTracker } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { utilityKeys } from './utility-keys.ts';

const TRACKERS_OFFERED = 10;

/** GET /admin/search?type=trackers: trackers of any account (or none) whose serial, name, IMEI or ICCID match. */
export async function searchTrackers(query: string, signal?: AbortSignal): Promise<AdminSearchTracker[]> {
  const result = await apiRequest<AdminSearchResult>('/admin/search', {
    signal,
    query: { query, type: 'trackers', page: 1, per_page: TRACKERS_OFFERED },
  });
  return result.trackers?.data ?? [];
}

export function trackerSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: utilityKeys.trackers(query),
    queryFn: ({ signal }) => searchTrackers(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Suggestions for a serial field; asks nothing until the text is long enough for the server to accept. */
export function useTrackerSearch(query: string) {
  return useQuery({
    ...trackerSearchQueryOptions(query),
    enabled: query.trim().length >= ADMIN_SEARCH_QUERY_MIN,
  });
}
