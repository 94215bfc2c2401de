import { PAGE_SIZES, type ReportPage } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';
import { reportKeys } from './report-keys.ts';

/** The list's first page size: the tables' default (spec 3 §9). */
export const REPORTS_PER_PAGE = PAGE_SIZES.tables[0];

/** GET /accounts/{id}/reports?include=device (spec 2 §7): one page of the account's reports, newest first. */
export function fetchReports(accountId: number, page: number, perPage: number, signal?: AbortSignal) {
  return apiRequestEnvelope<ReportPage>(`/accounts/${accountId}/reports`, {
    signal,
    query: { include: 'device', page, per_page: perPage },
  });
}

export function reportsQueryOptions(accountId: number, page: number, perPage: number = REPORTS_PER_PAGE) {
  return queryOptions({
    queryKey: reportKeys.list(accountId, page, perPage),
    queryFn: ({ signal }) => fetchReports(accountId, page, perPage, signal),
    // the page shown stays while the next one loads, rather than the table flashing empty
    placeholderData: keepPreviousData,
  });
}

export function useReports(accountId: number, page: number, perPage: number = REPORTS_PER_PAGE) {
  return useQuery(reportsQueryOptions(accountId, page, perPage));
}
