import type { PageMeta, UtilityJob } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';
import { isJobActive } from '../utils/job-progress.ts';
import { JOB_POLL_MS } from './get-utility-job.ts';
import { utilityKeys } from './utility-keys.ts';

export const RECENT_JOBS_PER_PAGE = 10;
/** With nothing running the list still looks now and then, for a job another admin starts. */
const IDLE_POLL_MS = 10_000;

/** GET /utility-jobs: the jobs of every internal admin, newest first. */
export function fetchUtilityJobs(
  page: number,
  signal?: AbortSignal,
): Promise<{ data: UtilityJob[]; meta: PageMeta }> {
  return apiRequestEnvelope('/utility-jobs', { query: { page, per_page: RECENT_JOBS_PER_PAGE }, signal });
}

export function utilityJobsQueryOptions(page: number) {
  return queryOptions({
    queryKey: utilityKeys.jobList(page),
    queryFn: ({ signal }) => fetchUtilityJobs(page, signal),
    placeholderData: keepPreviousData,
    // a job running (also one started before a reload or by another admin) shows its progress as it goes
    refetchInterval: (query) => (query.state.data?.data.some(isJobActive) ? JOB_POLL_MS : IDLE_POLL_MS),
    refetchIntervalInBackground: false,
  });
}

export function useUtilityJobs(page: number) {
  return useQuery(utilityJobsQueryOptions(page));
}
