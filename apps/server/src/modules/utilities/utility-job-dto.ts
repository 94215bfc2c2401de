import type { UtilityActionId, UtilityJob } from '@lodestar/contracts';
import type { UtilityJobView } from './utility-jobs.repository.ts';

/** A job as GET /api/utility-jobs/{id} answers it. */
export function utilityJobDto(job: UtilityJobView): UtilityJob {
  return {
    id: job.id,
    action: job.action as UtilityActionId,
    status: job.status,
    total: job.total,
    done: job.cursor,
    succeeded: job.succeeded,
    failed: job.failed,
    results: job.results,
    error: job.error,
    created_by: job.createdBy === null ? null : { id: job.createdBy, name: job.creatorName },
    created_at: job.createdAt.toISOString(),
    finished_at: job.finishedAt?.toISOString() ?? null,
  };
}
