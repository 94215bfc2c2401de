import { GEOFENCE_PAGE_MAX, type GeofencePage } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';

/** GET /accounts/{id}/geofences: every geofence of the account, for the start and end pickers. */
export function fetchShipmentGeofences(accountId: number, signal?: AbortSignal) {
  return apiRequestEnvelope<GeofencePage>(`/accounts/${accountId}/geofences`, {
    signal,
    query: { page: 1, per_page: GEOFENCE_PAGE_MAX },
  });
}

export function useShipmentGeofences(accountId: number) {
  return useQuery(
    queryOptions({
      queryKey: ['accounts', accountId, 'shipment-form', 'geofences'] as const,
      queryFn: ({ signal }) => fetchShipmentGeofences(accountId, signal),
      select: (page) => page.data.map((g) => ({ value: String(g.id), label: g.name })),
      staleTime: 60_000,
    }),
  );
}
