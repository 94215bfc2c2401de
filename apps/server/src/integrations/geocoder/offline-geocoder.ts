import { Gazetteer } from './gazetteer.ts';
import type { Geocoder } from './geocoder.ts';

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
}
