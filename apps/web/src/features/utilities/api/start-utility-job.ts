import type { UtilityActionId, UtilityJob } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { UTILITY_HANDLES } from './utility-handles.ts';
import { utilityKeys } from './utility-keys.ts';

/** POST /utilities/{action} for a bulk action: 202 with the queued job, which runs in the background. */
export function startUtilityJob(action: UtilityActionId, input: unknown): Promise<UtilityJob> {
  return apiRequest<UtilityJob>(`/utilities/${action}`, {
    method: 'POST',
    body: input,
    handles: UTILITY_HANDLES,
  });
}

export function useStartUtilityJob(action: UtilityActionId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: unknown) => startUtilityJob(action, input),
    onSuccess: (job) => {
      queryClient.setQueryData(utilityKeys.job(job.id), job);
      // the recent jobs list shows it at once
      void queryClient.invalidateQueries({ queryKey: utilityKeys.jobs });
    },
  });
}
