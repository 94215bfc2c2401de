import { Gazetteer } from './gazetteer.ts';
import type { Geocoder, PlaceMatch } from './geocoder.ts';

/** Beyond this the nearest town says nothing useful about where a tracker is (open sea, wilderness). */
export const OFFLINE_MAX_DISTANCE_KM = 100;

/**
 * Addresses from the bundled gazetteer: 'Near Springfield, IL, US'. The gazetteer (about 135,000 places) is read
 * on first use, in about 200 ms, so servers that never geocode do not pay for it.
 */
export class OfflineGeocoder implements Geocoder {
  readonly name = 'offline';
  private gazetteer: Gazetteer | null = null;

  reverseNow(latitude: number, longitude: number): string | null {
    this.gazetteer ??= Gazetteer.load();
    const place = this.gazetteer.nearest(latitude, longitude, OFFLINE_MAX_DISTANCE_KM);
    if (!place) return null;
    return `Near ${[place.name, place.admin, place.country].filter(Boolean).join(', ')}`;
  }

  async reverse(latitude: number, longitude: number): Promise<string | null> {
    return this.reverseNow(latitude, longitude);
  }

  /**
   * Towns by name ('Springfield', 'springfield, il'): the gazetteer has places, not streets. The viewport grows
   * with the population (a village about 4 km across, a city of millions about 60 km), so the map frames the town.
   */
  async search(text: string, limit: number): Promise<PlaceMatch[]> {
    this.gazetteer ??= Gazetteer.load();
    return this.gazetteer.search(text, limit).map((place) => {
      const km = Math.min(30, 2 + Math.sqrt(place.population) / 60);
      const dLat = km / 111.32;
      const dLng = dLat / Math.max(0.01, Math.cos((place.lat * Math.PI) / 180));
      return {
        label: [place.name, place.admin, place.country].filter(Boolean).join(', '),
        lat: place.lat,
        lng: place.lng,
        bbox: [place.lng - dLng, place.lat - dLat, place.lng + dLng, place.lat + dLat],
      };
    });
  }
}
