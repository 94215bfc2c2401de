import { TIMING, type PublicShipment } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error.ts';
import { apiRequest } from '../../../api/http-client.ts';

/** GET /public-shipments/{uuid}?include=device,events (spec 2 §7 By uuid): no sign-in; the page shows failures. */
export function fetchPublicShipment(uuid: string, signal?: AbortSignal): Promise<PublicShipment> {
  return apiRequest(`/public-shipments/${encodeURIComponent(uuid)}`, {
    signal,
    query: { include: 'device,events', with_geofences: 1 },
    handles: 'all',
  });
}

export function publicShipmentQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: ['public-shipments', uuid] as const,
    queryFn: ({ signal }) => fetchPublicShipment(uuid, signal),
    // an unknown uuid stays unknown; other failures are tried again as usual
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    refetchInterval: TIMING.autoRefreshInterval,
  });
}

export function usePublicShipment(uuid: string) {
  return useQuery(publicShipmentQueryOptions(uuid));
}
