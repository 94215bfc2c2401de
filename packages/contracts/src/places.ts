import { z } from 'zod';

/** At most this many places answer one search (address autocomplete lists). */
export const PLACE_SEARCH_MAX = 10;

/**
 * GET /places/search?q=...&limit=: forward geocoding for address autocomplete (geofence and anchor forms). The
 * text is what the user typed; at least 2 characters, so one keystroke does not list half the world.
 */
export const placeSearchQuery = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(2, 'type at least 2 characters')
    .max(200, 'must be at most 200 characters'),
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(PLACE_SEARCH_MAX, `must be at most ${PLACE_SEARCH_MAX}`)
    .default(5),
});
export type PlaceSearchQuery = z.infer<typeof placeSearchQuery>;

/**
 * One place found: a one-line label, its point, and the viewport [west, south, east, north] the map fits to
 * (null when the provider gave none: the map flies to the point at the address zoom).
 */
export const placeSearchResult = z.object({
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
});
export type PlaceSearchResult = z.infer<typeof placeSearchResult>;

export const placeSearchAnswer = z.object({ data: z.array(placeSearchResult) });
