import type { Model, PageMeta } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';
import { utilityKeys } from './utility-keys.ts';

/** GET /models: the tracker model catalogue (its first 200, every model the product sells). */
export function fetchModels(signal?: AbortSignal) {
  return apiRequestEnvelope<{ data: Model[]; meta: PageMeta }>('/models', {
    signal,
    query: { page: 1, per_page: 200 },
  });
}

export const modelsQueryOptions = queryOptions({
  queryKey: utilityKeys.models,
  queryFn: ({ signal }) => fetchModels(signal),
  select: (page) => page.data,
  // the catalogue changes with releases, not while the page is open
  staleTime: Infinity,
});

export function useModels() {
  return useQuery(modelsQueryOptions);
}
