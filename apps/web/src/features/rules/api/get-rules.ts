import type { PageMeta, RuleListItem } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';
import { ruleKeys } from './rule-keys.ts';

export const RULES_PER_PAGE = 25;

/** GET /rules-engine?account_id= (spec 2 §7): one page of the account's rules, newest first. */
export function fetchRules(accountId: number, page: number, signal?: AbortSignal) {
  return apiRequestEnvelope<{ data: RuleListItem[]; meta: PageMeta }>('/rules-engine', {
    signal,
    query: { account_id: accountId, page, per_page: RULES_PER_PAGE },
  });
}

export const rulesQueryOptions = (accountId: number, page: number) =>
  queryOptions({
    queryKey: ruleKeys.list(accountId, page),
    queryFn: ({ signal }) => fetchRules(accountId, page, signal),
    placeholderData: keepPreviousData,
  });

export function useRules(accountId: number, page: number) {
  return useQuery(rulesQueryOptions(accountId, page));
}
