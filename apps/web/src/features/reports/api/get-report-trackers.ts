import { LIMITS, type Device, type PageMeta } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';
import { reportKeys } from './report-keys.ts';

interface TrackerPage {
  data: Device[];
  meta: PageMeta;
}

/**
 * GET /accounts/{id}/device-list?subscription_status=active&search&per_page=10: the report form's tracker picker
 * (spec 2 §7: trackers with an active subscription; spec 3 §9: 10 a page), searched on the server.
 */
export function fetchReportTrackers(accountId: number, search: string, signal?: AbortSignal) {
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

export function reportTrackersQueryOptions(accountId: number, search: string) {
  return queryOptions({
    queryKey: reportKeys.trackers(accountId, search),
    queryFn: ({ signal }) => fetchReportTrackers(accountId, search, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReportTrackers(accountId: number, search: string) {
  return useQuery(reportTrackersQueryOptions(accountId, search));
}
