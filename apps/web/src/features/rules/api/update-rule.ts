import type { Rule, RuleBodyInput } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { ruleKeys } from './rule-keys.ts';

/** PUT /rules-engine/{id} (spec 2 §7): replaces the rule; the form shows a refusal's message and field errors. */
export function updateRule(id: number, body: RuleBodyInput): Promise<Rule> {
  return apiRequest<Rule>(`/rules-engine/${id}`, { method: 'PUT', body, handles: [400, 403, 404, 409, 422] });
}

export function useUpdateRule(accountId: number, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RuleBodyInput) => updateRule(id, body),
    onSuccess: (rule) => {
      queryClient.setQueryData(ruleKeys.one(accountId, id), rule);
      return queryClient.invalidateQueries({ queryKey: ruleKeys.lists(accountId) });
    },
  });
}
