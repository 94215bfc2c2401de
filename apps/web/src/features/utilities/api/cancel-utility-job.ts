import type { UtilityJob } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { UTILITY_HANDLES } from './utility-handles.ts';
import { utilityKeys } from './utility-keys.ts';

/** POST /utility-jobs/{id}/cancel: a queued or running job stops before its next item. */
export function cancelUtilityJob(id: number): Promise<UtilityJob> {
  return apiRequest<UtilityJob>(`/utility-jobs/${id}/cancel`, { method: 'POST', handles: UTILITY_HANDLES });
}

export function useCancelUtilityJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelUtilityJob,
    onSuccess: (job) => {
      queryClient.setQueryData(utilityKeys.job(job.id), job);
      void queryClient.invalidateQueries({ queryKey: utilityKeys.jobs });
    },
  });
}
