import type { Geocoder } from './geocoder.ts';
import { NominatimGeocoder } from './nominatim-geocoder.ts';
import { OfflineGeocoder } from './offline-geocoder.ts';
import { PhotonGeocoder } from './photon-geocoder.ts';

/** The geocoder named by the GEOCODER setting: `offline`, `nominatim:<url>` or `photon:<url>`. */
export function createGeocoder(setting: string): Geocoder {
  const trimmed = setting.trim();
  if (trimmed === 'offline' || trimmed === '') return new OfflineGeocoder();
  const colon = trimmed.indexOf(':');
  const provider = colon < 0 ? trimmed : trimmed.slice(0, colon);
  const url = colon < 0 ? '' : trimmed.slice(colon + 1);
  if (provider === 'nominatim') return new NominatimGeocoder(url);
  if (provider === 'photon') return new PhotonGeocoder(url);
  throw new Error(`GEOCODER must be offline, nominatim:<url> or photon:<url> (got "${setting}")`);
}
