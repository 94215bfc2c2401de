import type { UtilityActionId, UtilityResult } from '@lodestar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { UTILITY_HANDLES } from './utility-handles.ts';

/** POST /utilities/{action} for a single action: it runs at once and answers what it did (decision 0071). */
export function runUtility(action: UtilityActionId, input: unknown): Promise<UtilityResult> {
  return apiRequest<UtilityResult>(`/utilities/${action}`, {
    method: 'POST',
    body: input,
    handles: UTILITY_HANDLES,
  });
}

export function useRunUtility(action: UtilityActionId) {
  return useMutation({ mutationFn: (input: unknown) => runUtility(action, input) });
}
