import type { PositionNetwork } from '@lodestar/contracts';
import { geolocationOf, originOf, requestJson, type Geolocation, type Geolocator } from './geolocator.ts';

export const GOOGLE_GEOLOCATION_URL = 'https://www.googleapis.com/geolocation/v1/geolocate';

/**
 * The Google Geolocation API's request body. Several other services (Combain, HERE's and Unwired Labs'
 * Google-compatible endpoints, self-hosted ones such as Ichnaea) accept the same body, so this adapter serves
 * them too with their endpoint URL. considerIp is off: the caller's IP is the server's, not the tracker's.
 */
export function googleRequest(network: PositionNetwork) {
  return {
    considerIp: false,
    cellTowers: (network.cellTowers ?? []).map((cell) => ({
      mobileCountryCode: cell.mcc,
      mobileNetworkCode: cell.mnc,
      locationAreaCode: cell.lac,
      cellId: cell.cid,
      ...(cell.rssi !== undefined && { signalStrength: cell.rssi }),
    })),
    wifiAccessPoints: (network.wifiAccessPoints ?? []).map((point) => ({
      macAddress: point.macAddress,
      ...(point.signalStrength !== undefined && { signalStrength: point.signalStrength }),
    })),
  };
}

/** `{ location: { lat, lng }, accuracy }`; null when the answer has no usable location. */
export function geolocationFromGoogle(answer: unknown): Geolocation | null {
  const { location, accuracy } = (answer ?? {}) as {
    location?: { lat?: unknown; lng?: unknown };
    accuracy?: unknown;
  };
  return geolocationOf(location?.lat, location?.lng, accuracy);
}

/** Network geolocation through the Google Geolocation API, or any service that speaks its format. */
export class GoogleGeolocator implements Geolocator {
  readonly name = 'google';
  private readonly url: string;

  constructor(
    key: string,
    endpoint: string = GOOGLE_GEOLOCATION_URL,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    const url = new URL(endpoint);
    url.searchParams.set('key', key);
    this.url = url.toString();
  }

  async locate(network: PositionNetwork): Promise<Geolocation | null> {
    const { status, body } = await requestJson(
      this.url,
      { method: 'POST', body: googleRequest(network) },
      this.fetchImpl,
    );
    // 404 notFound: the service knows none of these networks (an answer, not a failure)
    if (status === 404) return null;
    if (status < 200 || status >= 300) {
      throw new Error(`geolocation service answered ${status} at ${originOf(this.url)}`);
    }
    return geolocationFromGoogle(body);
  }
}
