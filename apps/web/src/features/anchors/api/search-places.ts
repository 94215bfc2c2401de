import type { PlaceSearchResult } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';

/**
 * GET /places/search?q&limit: the address autocomplete of the wizard's place step (the server's geocoder, offline
 * gazetteer by default). A provider that is down answers 502 with a message; the field then takes typed text only.
 */
export function searchPlaces(text: string, signal?: AbortSignal): Promise<PlaceSearchResult[]> {
  return apiRequest('/places/search', { signal, query: { q: text, limit: 5 }, handles: 'all' });
}

export function placesQueryOptions(text: string) {
  return queryOptions({
    queryKey: ['places', 'search', text] as const,
    queryFn: ({ signal }) => searchPlaces(text, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Places for the typed text, once it has the 2 characters the server needs. */
export function usePlaces(text: string) {
  return useQuery({ ...placesQueryOptions(text), enabled: text.trim().length >= 2 });
}
