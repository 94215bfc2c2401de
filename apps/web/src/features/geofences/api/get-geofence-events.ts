import { LIMITS, TIMING, type GeofenceEvent, type PageMeta } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';
import { geofenceKeys } from './geofence-keys.ts';

export interface GeofenceEventsPage {
  data: GeofenceEvent[];
  meta: PageMeta;
}

/** GET /accounts/{id}/geofence-events?geofence_id: one geofence's entries and exits, newest first, 5 a page. */
export function fetchGeofenceEvents(
  accountId: number,
  params: { geofenceId: number; page: number; perPage?: number },
  signal?: AbortSignal,
): Promise<GeofenceEventsPage> {
  return apiRequestEnvelope(`/accounts/${accountId}/geofence-events`, {
    signal,
    query: {
      geofence_id: params.geofenceId,
      page: params.page,
      per_page: params.perPage ?? LIMITS.eventsPerPage,
    },
  });
}

export function geofenceEventsQueryOptions(accountId: number, geofenceId: number, page: number) {
  return queryOptions({
    queryKey: geofenceKeys.events(accountId, geofenceId, page),
    queryFn: ({ signal }) => fetchGeofenceEvents(accountId, { geofenceId, page }, signal),
    placeholderData: keepPreviousData,
    // new entries and exits show without a reload: the details refresh them on the spec's
    // auto-refresh interval
    refetchInterval: TIMING.autoRefreshInterval,
  });
}

export function useGeofenceEvents(accountId: number, geofenceId: number, page: number) {
  return useQuery(geofenceEventsQueryOptions(accountId, geofenceId, page));
}
