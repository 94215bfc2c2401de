import type { UtilityActionId, UtilityDryRun } from '@lodestar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { UTILITY_HANDLES } from './utility-handles.ts';

/** POST /utilities/{action}/dry-run: what a bulk action would change, changing nothing. */
export function previewUtility(action: UtilityActionId, input: unknown): Promise<UtilityDryRun> {
  return apiRequest<UtilityDryRun>(`/utilities/${action}/dry-run`, {
    method: 'POST',
    body: input,
    handles: UTILITY_HANDLES,
  });
}

export function usePreviewUtility(action: UtilityActionId) {
  return useMutation({ mutationFn: (input: unknown) => previewUtility(action, input) });
}
