import { GEOFENCE_PAGE_MAX, type GeofencePage } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';

/** GET /accounts/{id}/geofences: every geofence of the account, for the geofence condition. */
export function fetchRuleGeofences(accountId: number, signal?: AbortSignal) {
  return apiRequestEnvelope<GeofencePage>(`/accounts/${accountId}/geofences`, {
    signal,
    query: { page: 1, per_page: GEOFENCE_PAGE_MAX },
  });
}

export const ruleGeofencesQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: ['accounts', accountId, 'rule-builder', 'geofences'] as const,
    queryFn: ({ signal }) => fetchRuleGeofences(accountId, signal),
    select: (page) => page.data.map((g) => ({ value: String(g.id), label: g.name })),
    staleTime: 60_000,
  });

export function useRuleGeofences(accountId: number, enabled: boolean) {
  return useQuery({ ...ruleGeofencesQueryOptions(accountId), enabled });
}
