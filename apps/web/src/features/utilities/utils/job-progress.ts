import type { UtilityJob, UtilityJobStatus } from '@lodestar/contracts';

export const JOB_STATUS_LABELS: Record<UtilityJobStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const JOB_STATUS_COLORS: Record<UtilityJobStatus, string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
  cancelled: 'orange',
};

/** A job still to finish: its progress is asked for again, and it may be cancelled. */
export function isJobActive(job: Pick<UtilityJob, 'status'>): boolean {
  return job.status === 'queued' || job.status === 'running';
}

/** How far it has come, 0 to 100; a job of no items is complete once it has finished. */
export function jobPercent(job: Pick<UtilityJob, 'done' | 'total' | 'status'>): number {
  if (job.total <= 0) return isJobActive(job) ? 0 : 100;
  return Math.min(100, Math.round((job.done / job.total) * 100));
}

/** '40 / 250 done · 38 succeeded · 2 failed' */
export function jobCounts(job: Pick<UtilityJob, 'done' | 'total' | 'succeeded' | 'failed'>): string {
  return `${job.done} / ${job.total} done · ${job.succeeded} succeeded · ${job.failed} failed`;
}

/** The items that failed, for the list under the bar. */
export function jobFailures(job: Pick<UtilityJob, 'results'>): UtilityJob['results'] {
  return job.results.filter((r) => !r.ok);
}
