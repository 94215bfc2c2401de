import { REPORT_POSITIONS_PER_PAGE, type ReportDetailsResponse } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';
import { reportKeys } from './report-keys.ts';

/**
 * GET /accounts/{id}/reports/{id}?include=device (spec 2 §7): the report with its summary, all its stops and
 * events, and one page of its positions (meta.positions). A 404 goes to the not-found screen.
 */
export function fetchReport(
  accountId: number,
  id: number,
  positionsPage: number,
  signal?: AbortSignal,
): Promise<ReportDetailsResponse> {
  return apiRequestEnvelope<ReportDetailsResponse>(`/accounts/${accountId}/reports/${id}`, {
    signal,
    query: {
      include: 'device',
      positions_page: positionsPage,
      positions_per_page: REPORT_POSITIONS_PER_PAGE,
    },
  });
}

export function reportQueryOptions(accountId: number, id: number, positionsPage = 1) {
  return queryOptions({
    queryKey: reportKeys.detailsPage(accountId, id, positionsPage),
    queryFn: ({ signal }) => fetchReport(accountId, id, positionsPage, signal),
    // the report stays on screen while another page of its positions loads
    placeholderData: keepPreviousData,
  });
}

export function useReport(accountId: number, id: number, positionsPage: number) {
  return useQuery(reportQueryOptions(accountId, id, positionsPage));
}
