import type { PageMeta, RuleRun } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';
import { ruleKeys } from './rule-keys.ts';

export const RUNS_PER_PAGE = 10;

/** GET /rules-engine/{id}/runs: why the rule did or did not act, newest first, with the fired runs' deliveries. */
export function fetchRuleRuns(id: number, page: number, signal?: AbortSignal) {
  return apiRequestEnvelope<{ data: RuleRun[]; meta: PageMeta }>(`/rules-engine/${id}/runs`, {
    signal,
    query: { page, per_page: RUNS_PER_PAGE },
  });
}

export const ruleRunsQueryOptions = (accountId: number, id: number, page: number) =>
  queryOptions({
    queryKey: ruleKeys.runs(accountId, id, page),
    queryFn: ({ signal }) => fetchRuleRuns(id, page, signal),
    placeholderData: keepPreviousData,
    // a rule's runs come in while the screen is open
    refetchInterval: 15_000,
  });

export function useRuleRuns(accountId: number, id: number, page: number) {
  return useQuery(ruleRunsQueryOptions(accountId, id, page));
}
