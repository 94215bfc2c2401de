import { decodePackedPath, type HistoryPath } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestBinary } from '../../../api/http-client.ts';
import { reportKeys } from './report-keys.ts';

/** GET /public-reports/{uuid}/path: the shared report's fixes as the packed binary path the map draws. */
export async function fetchPublicReportPath(uuid: string, signal?: AbortSignal): Promise<HistoryPath> {
  const packed = await apiRequestBinary(`/public-reports/${encodeURIComponent(uuid)}/path`, {
    signal,
    handles: 'all',
  });
  return decodePackedPath(packed);
}

export function publicReportPathQueryOptions(uuid: string, enabled = true) {
  return queryOptions({
    queryKey: reportKeys.publicPath(uuid),
    queryFn: ({ signal }) => fetchPublicReportPath(uuid, signal),
    staleTime: Infinity,
    retry: false,
    enabled,
  });
}

/** Asked for once the report itself has loaded: an unknown uuid needs no second 404. */
export function usePublicReportPath(uuid: string, enabled: boolean) {
  return useQuery(publicReportPathQueryOptions(uuid, enabled));
}
