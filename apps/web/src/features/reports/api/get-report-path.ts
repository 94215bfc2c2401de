import { decodePackedPath, type HistoryPath } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestBinary } from '../../../api/http-client.ts';
import { reportKeys } from './report-keys.ts';

/**
 * GET /accounts/{id}/reports/{id}/path: the period's fixes as the tracker history's packed binary path (time,
 * place, speed), read into the columns the map draws. The map shows a failure itself.
 */
export async function fetchReportPath(
  accountId: number,
  id: number,
  signal?: AbortSignal,
): Promise<HistoryPath> {
  const packed = await apiRequestBinary(`/accounts/${accountId}/reports/${id}/path`, {
    signal,
    handles: [403, 404, 422, 500, 502, 504],
  });
  return decodePackedPath(packed);
}

export function reportPathQueryOptions(accountId: number, id: number) {
  return queryOptions({
    queryKey: reportKeys.path(accountId, id),
    queryFn: ({ signal }) => fetchReportPath(accountId, id, signal),
    // a report's period is fixed: its path does not change while the screen is open
    staleTime: Infinity,
  });
}

export function useReportPath(accountId: number, id: number) {
  return useQuery(reportPathQueryOptions(accountId, id));
}
