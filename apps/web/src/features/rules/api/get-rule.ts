import type { Rule } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { ruleKeys } from './rule-keys.ts';

/** GET /rules-engine/{id}: the rule with its conditions, actions and webhook secret. */
export function fetchRule(id: number, signal?: AbortSignal): Promise<Rule> {
  return apiRequest<Rule>(`/rules-engine/${id}`, { signal });
}

export const ruleQueryOptions = (accountId: number, id: number) =>
  queryOptions({ queryKey: ruleKeys.one(accountId, id), queryFn: ({ signal }) => fetchRule(id, signal) });

export function useRule(accountId: number, id: number) {
  return useQuery(ruleQueryOptions(accountId, id));
}
