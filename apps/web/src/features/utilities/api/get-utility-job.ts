import type { UtilityJob } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { isJobActive } from '../utils/job-progress.ts';
import { UTILITY_HANDLES } from './utility-handles.ts';
import { utilityKeys } from './utility-keys.ts';

/** How often a running job's progress is asked for. */
export const JOB_POLL_MS = 1_000;

/** GET /utility-jobs/{id}: a bulk action's job with its progress and failures. */
export function fetchUtilityJob(id: number, signal?: AbortSignal): Promise<UtilityJob> {
  return apiRequest<UtilityJob>(`/utility-jobs/${id}`, { signal, handles: UTILITY_HANDLES });
}

export function utilityJobQueryOptions(id: number) {
  return queryOptions({
    queryKey: utilityKeys.job(id),
    queryFn: ({ signal }) => fetchUtilityJob(id, signal),
    // asked again every second while it runs, never once it has finished
    refetchInterval: (query) => (query.state.data && !isJobActive(query.state.data) ? false : JOB_POLL_MS),
    refetchIntervalInBackground: false,
  });
}

export function useUtilityJob(id: number) {
  return useQuery(utilityJobQueryOptions(id));
}
