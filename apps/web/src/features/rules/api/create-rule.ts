import type { Rule, RuleBodyInput } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { ruleKeys } from './rule-keys.ts';

/** POST /rules-engine with account_id (spec 2 §7); the form shows a refusal's message and field errors. */
export function createRule(accountId: number, body: RuleBodyInput): Promise<Rule> {
  return apiRequest<Rule>('/rules-engine', {
    method: 'POST',
    body: { account_id: accountId, ...body },
    handles: [400, 403, 404, 409, 422],
  });
}

export function useCreateRule(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RuleBodyInput) => createRule(accountId, body),
    onSuccess: (rule) => {
      queryClient.setQueryData(ruleKeys.one(accountId, rule.id), rule);
      return queryClient.invalidateQueries({ queryKey: ruleKeys.lists(accountId) });
    },
  });
}
