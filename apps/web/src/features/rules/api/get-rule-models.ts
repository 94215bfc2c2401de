import type { Model, PageMeta } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';

/** GET /models: the tracker types a command action can name (spec 2 §7 rule builder look-ups). */
export function fetchRuleModels(signal?: AbortSignal) {
  return apiRequestEnvelope<{ data: Model[]; meta: PageMeta }>('/models', {
    signal,
    query: { page: 1, per_page: 200 },
  });
}

export const ruleModelsQueryOptions = queryOptions({
  queryKey: ['models', 'rule-builder'],
  queryFn: ({ signal }) => fetchRuleModels(signal),
  select: (page) => page.data.map((m) => ({ value: String(m.id), label: m.title })),
  staleTime: Infinity,
});

export function useRuleModels(enabled: boolean) {
  return useQuery({ ...ruleModelsQueryOptions, enabled });
}
