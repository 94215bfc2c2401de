import type { RuleTracker } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';

/**
 * GET /rules-engine/trackers (spec 2 §7 'tracker search by query or ids with status active'): active trackers
 * matching the text, or the names of the chosen ids.
 */
export function fetchRuleTrackers(
  accountId: number,
  q: { search?: string; ids?: readonly number[] },
  signal?: AbortSignal,
): Promise<RuleTracker[]> {
  return apiRequest<RuleTracker[]>('/rules-engine/trackers', {
    signal,
    query: {
      account_id: accountId,
      search: q.search || undefined,
      ids: q.ids?.length ? q.ids.join(',') : undefined,
    },
  });
}

export const ruleTrackersQueryOptions = (
  accountId: number,
  q: { search?: string; ids?: readonly number[] },
) =>
  queryOptions({
    queryKey: ['accounts', accountId, 'rule-trackers', q.search ?? '', q.ids?.join(',') ?? ''] as const,
    queryFn: ({ signal }) => fetchRuleTrackers(accountId, q, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useRuleTrackers(
  accountId: number,
  q: { search?: string; ids?: readonly number[] },
  enabled = true,
) {
  return useQuery({ ...ruleTrackersQueryOptions(accountId, q), enabled });
}
