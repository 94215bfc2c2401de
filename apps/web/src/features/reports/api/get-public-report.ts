import { REPORT_POSITIONS_PER_PAGE, type PublicReportDetailsResponse } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error.ts';
import { apiRequestEnvelope } from '../../../api/http-client.ts';
import { reportKeys } from './report-keys.ts';

/**
 * GET /public-reports/{uuid} (spec 2 §7): a shared report without signing in, with one page of its positions.
 * The page shows every failure itself: 'This report does not exist' for a 404, else a 15 s toast (spec 2 §8).
 */
export function fetchPublicReport(
  uuid: string,
  positionsPage: number,
  signal?: AbortSignal,
): Promise<PublicReportDetailsResponse> {
  return apiRequestEnvelope<PublicReportDetailsResponse>(`/public-reports/${encodeURIComponent(uuid)}`, {
    signal,
    query: { positions_page: positionsPage, positions_per_page: REPORT_POSITIONS_PER_PAGE },
    handles: 'all',
  });
}

/** An unknown or private uuid stays so: it is not asked again. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export function publicReportQueryOptions(uuid: string, positionsPage = 1) {
  return queryOptions({
    queryKey: reportKeys.publicDetails(uuid, positionsPage),
    queryFn: ({ signal }) => fetchPublicReport(uuid, positionsPage, signal),
    retry: (count, error) => !isNotFound(error) && count < 2,
    // a failure the preload met (already retried) shows at once, rather than a loader while it is asked again
    retryOnMount: false,
    placeholderData: keepPreviousData,
  });
}

export function usePublicReport(uuid: string, positionsPage: number) {
  return useQuery(publicReportQueryOptions(uuid, positionsPage));
}
