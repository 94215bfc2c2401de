import { LIMITS, type Device, type PageMeta } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from './http-client.ts';

interface TrackerPage {
  data: Device[];
  meta: PageMeta;
}

/** Cache key of one search; the shipment and report forms pick from the same list, so they share its answers. */
export const activeTrackersKey = (accountId: number, search: string) =>
  ['accounts', accountId, 'active-trackers', search] as const;

/**
 * GET /accounts/{id}/device-list?subscription_status=active&search&per_page=10: what a form's tracker picker offers
 * (spec 2 §7: trackers with an active subscription; spec 3 §9: 10 a page), searched on the server.
 */
export function fetchActiveTrackers(accountId: number, search: string, signal?: AbortSignal) {
  return apiRequestEnvelope<TrackerPage>(`/accounts/${accountId}/device-list`, {
    signal,
    query: {
      search: search || undefined,
      subscription_status: 'active',
      exclude_groups: 1,
      page: 1,
      per_page: LIMITS.trackerPickerPageSize,
    },
  });
}

export function activeTrackersQueryOptions(accountId: number, search: string) {
  return queryOptions({
    queryKey: activeTrackersKey(accountId, search),
    queryFn: ({ signal }) => fetchActiveTrackers(accountId, search, signal),
    // the previous search's trackers stay listed while the next one loads
    placeholderData: keepPreviousData,
  });
}

export function useActiveTrackers(accountId: number, search: string) {
  return useQuery(activeTrackersQueryOptions(accountId, search));
}
