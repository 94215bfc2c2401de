import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/http-client.ts';
import { ruleKeys } from './rule-keys.ts';

/** DELETE /rules-engine/{id} (spec 2 §7); the confirm dialog shows a failure's message. */
export function deleteRule(id: number): Promise<void> {
  return apiSend(`/rules-engine/${id}`, { method: 'DELETE', handles: [403, 404, 422] });
}

export function useDeleteRule(accountId: number, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteRule(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleKeys.lists(accountId) }),
  });
}

/** Drops a deleted rule's cached answers once its screen has been left (else it would ask again and meet a 404). */
export function forgetRule(queryClient: QueryClient, accountId: number, id: number): void {
  queryClient.removeQueries({ queryKey: ruleKeys.one(accountId, id) });
}
