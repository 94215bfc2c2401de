import type { PlaceSearchResult } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';

/** GET /places/search: places for the typed address (the configured geocoder), best first. */
export function fetchPlaces(text: string, signal?: AbortSignal): Promise<PlaceSearchResult[]> {
  return apiRequest('/places/search', { signal, query: { q: text, limit: 5 }, handles: [422, 502] });
}

/** Places for text of 2 characters or more; the caller debounces the text (spec 1 §9). */
export function usePlaces(text: string) {
  const trimmed = text.trim();
  return useQuery(
    queryOptions({
      queryKey: ['places', trimmed] as const,
      queryFn: ({ signal }) => fetchPlaces(trimmed, signal),
      enabled: trimmed.length >= 2,
      staleTime: 5 * 60_000,
      placeholderData: keepPreviousData,
    }),
  );
}
