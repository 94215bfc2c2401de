import type { Geolocator } from './geolocator.ts';
import { GoogleGeolocator } from './google-geolocator.ts';
import { OpenCellIdGeolocator } from './opencellid-geolocator.ts';
import { UnwiredGeolocator } from './unwired-geolocator.ts';

const USAGE =
  'GEOLOCATION must be google:<key>, unwired:<token> or opencellid:<key>, optionally followed by :<endpoint URL>';

/**
 * The geolocator named by the GEOLOCATION setting, or null when it is unset (reports without coordinates are
 * then placed at the tracker's last known position). `<provider>:<key>` uses the provider's public endpoint;
 * `<provider>:<key>:<url>` another one, such as a regional Unwired Labs host or a Google-compatible service
 * (Combain: google:<key>:https://apiv2.combain.com).
 */
export function createGeolocator(setting: string | undefined): Geolocator | null {
  const trimmed = setting?.trim() ?? '';
  if (trimmed === '') return null;
  const first = trimmed.indexOf(':');
  const second = first < 0 ? -1 : trimmed.indexOf(':', first + 1);
  const provider = first < 0 ? trimmed : trimmed.slice(0, first);
  const key = first < 0 ? '' : trimmed.slice(first + 1, second < 0 ? undefined : second);
  const url = second < 0 ? undefined : trimmed.slice(second + 1);
  if (!key) throw new Error(`${USAGE} (got "${provider}" without a key)`);
  if (url !== undefined) {
    const protocol = URL.canParse(url) ? new URL(url).protocol : null;
    if (protocol !== 'http:' && protocol !== 'https:') {
      throw new Error(`${USAGE}; the endpoint must be an http(s) URL`);
    }
  }
  if (provider === 'google') return new GoogleGeolocator(key, url);
  if (provider === 'unwired') return new UnwiredGeolocator(key, url);
  if (provider === 'opencellid') return new OpenCellIdGeolocator(key, url);
  throw new Error(`${USAGE} (got provider "${provider}")`);
}
