import type { nearestGeofence } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error.ts';
import { apiRequest } from '../../../api/http-client.ts';
import type { z } from 'zod';
import { anchorKeys } from './anchor-keys.ts';

/** The nearest geofence as answered: a geofence with its edge's distance from the point (0 inside). */
export type NearestGeofence = z.infer<typeof nearestGeofence>;

/**
 * GET /accounts/{id}/geofence/nearest?lat&lng: the geofence the anchor's pin is in or near, or null. A 404 (no
 * geofence near) is silently ignored (spec 1 §7, §8): the field just stays empty.
 */
export async function fetchNearestGeofence(
  accountId: number,
  lat: number,
  lng: number,
  signal?: AbortSignal,
): Promise<NearestGeofence | null> {
  try {
    return await apiRequest<NearestGeofence>(`/accounts/${accountId}/geofence/nearest`, {
      signal,
      query: { lat, lng },
      handles: [404],
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function nearestGeofenceQueryOptions(accountId: number, lat: number, lng: number) {
  return queryOptions({
    queryKey: anchorKeys.nearestGeofence(accountId, lat, lng),
    queryFn: ({ signal }) => fetchNearestGeofence(accountId, lat, lng, signal),
    staleTime: 60_000,
    retry: false,
  });
}

/** The lookup for the pin, or nothing while there is no pin. */
export function useNearestGeofence(accountId: number, point: { lat: number; lng: number } | null) {
  return useQuery({
    ...nearestGeofenceQueryOptions(accountId, point?.lat ?? 0, point?.lng ?? 0),
    enabled: point !== null,
  });
}
