import type { Timezone } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';

/** GET /timezones: the zones an e-mail or text message action writes its times in. */
export function fetchRuleTimezones(signal?: AbortSignal): Promise<Timezone[]> {
  return apiRequest('/timezones', { signal });
}

export const ruleTimezonesQueryOptions = queryOptions({
  queryKey: ['timezones'],
  queryFn: ({ signal }) => fetchRuleTimezones(signal),
  staleTime: Infinity,
});

export function useRuleTimezones() {
  return useQuery({
    ...ruleTimezonesQueryOptions,
    select: (zones: Timezone[]) => zones.map((z) => ({ value: String(z.id), label: z.identifier })),
  });
}
