import type { PositionNetwork } from '@lodestar/contracts';
import { geolocationOf, originOf, requestJson, type Geolocation, type Geolocator } from './geolocator.ts';

export const UNWIRED_URL = 'https://us1.unwiredlabs.com/v2/process';

/** Unwired Labs' (LocationAPI) v2 request: each cell with its own codes, access points by BSSID. */
export function unwiredRequest(token: string, network: PositionNetwork) {
  const cells = network.cellTowers ?? [];
  return {
    token,
    ...(cells[0] && { mcc: cells[0].mcc, mnc: cells[0].mnc }),
    cells: cells.map((cell) => ({
      mcc: cell.mcc,
      mnc: cell.mnc,
      lac: cell.lac,
      cid: cell.cid,
      ...(cell.rssi !== undefined && { signal: cell.rssi }),
    })),
    wifi: (network.wifiAccessPoints ?? []).map((point) => ({
      bssid: point.macAddress,
      ...(point.signalStrength !== undefined && { signal: point.signalStrength }),
    })),
    address: 0,
  };
}

/** `{ status: 'ok', lat, lon, accuracy }`; `{ status: 'error', message: 'No matches found' }` is no location. */
export function geolocationFromUnwired(answer: unknown): Geolocation | null {
  const { status, lat, lon, accuracy } = (answer ?? {}) as Record<string, unknown>;
  return status === 'ok' ? geolocationOf(lat, lon, accuracy) : null;
}

/** Network geolocation through Unwired Labs (LocationAPI.org). */
export class UnwiredGeolocator implements Geolocator {
  readonly name = 'unwired';

  constructor(
    private readonly token: string,
    private readonly url: string = UNWIRED_URL,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async locate(network: PositionNetwork): Promise<Geolocation | null> {
    const { status, body } = await requestJson(
      this.url,
      { method: 'POST', body: unwiredRequest(this.token, network) },
      this.fetchImpl,
    );
    if (status < 200 || status >= 300) {
      throw new Error(`geolocation service answered ${status} at ${originOf(this.url)}`);
    }
    const { status: outcome, message } = (body ?? {}) as { status?: unknown; message?: unknown };
    // "No matches found" is an answer; a bad token or an empty balance is a failure worth a log line
    if (outcome === 'error' && typeof message === 'string' && !/no matches/i.test(message)) {
      throw new Error(`geolocation service refused the lookup: ${message}`);
    }
    return geolocationFromUnwired(body);
  }
}
