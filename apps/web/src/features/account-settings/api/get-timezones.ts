import type { Timezone } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';

/** GET /timezones: the time zones a user can pick, as id and identifier. */
export function fetchTimezones(signal?: AbortSignal): Promise<Timezone[]> {
  return apiRequest('/timezones', { signal });
}

export const timezonesQueryOptions = queryOptions({
  queryKey: ['timezones'],
  queryFn: ({ signal }) => fetchTimezones(signal),
  // the list only changes with a release
  staleTime: Infinity,
});

export function useTimezones() {
  return useQuery(timezonesQueryOptions);
}
