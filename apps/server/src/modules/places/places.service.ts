import type { PlaceSearchResult } from '@lodestar/contracts';
import { HttpError } from '../../http/errors.ts';
import type { Geocoder } from '../../integrations/geocoder/geocoder.ts';

/** What the user reads when the configured provider cannot be reached: the form still works without it. */
export const PLACE_SEARCH_UNAVAILABLE =
  'Address search is unavailable right now. Type the address yourself and draw the shape on the map.';

/**
 * Places matching typed text, from the configured geocoder (GEOCODER: the offline gazetteer by default,
 * Nominatim or Photon). A provider that fails answers 502 with a message the user can act on, never a 500.
 */
export async function searchPlaces(
  geocoder: Geocoder,
  text: string,
  limit: number,
  onError: (error: unknown) => void,
): Promise<PlaceSearchResult[]> {
  if (!geocoder.search) return [];
  try {
    return await geocoder.search(text, limit);
  } catch (error) {
    onError(error);
    throw new HttpError(502, PLACE_SEARCH_UNAVAILABLE);
  }
}
