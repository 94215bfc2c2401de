import type { PositionNetwork } from '@lodestar/contracts';
import { geolocationOf, originOf, requestJson, type Geolocation, type Geolocator } from './geolocator.ts';

export const OPENCELLID_URL = 'https://opencellid.org/cell/get';

/** `{ lat, lon, range }` for a known cell; `{ error, code }` when the cell is not in the database. */
export function geolocationFromOpenCellId(answer: unknown): Geolocation | null {
  const { lat, lon, range } = (answer ?? {}) as Record<string, unknown>;
  return geolocationOf(lat, lon, range);
}

/**
 * Cell positions from OpenCellID, the open cell-tower database. It places cells only, one at a time: the
 * strongest cell heard is asked (the serving cell), and wifi access points are ignored.
 */
export class OpenCellIdGeolocator implements Geolocator {
  readonly name = 'opencellid';

  constructor(
    private readonly key: string,
    private readonly url: string = OPENCELLID_URL,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async locate(network: PositionNetwork): Promise<Geolocation | null> {
    const cells = [...(network.cellTowers ?? [])];
    if (!cells.length) return null;
    cells.sort((a, b) => (b.rssi ?? -Infinity) - (a.rssi ?? -Infinity));
    const cell = cells[0]!;
    const url = new URL(this.url);
    for (const [name, value] of [
      ['key', this.key],
      ['mcc', cell.mcc],
      ['mnc', cell.mnc],
      ['lac', cell.lac],
      ['cellid', cell.cid],
      ['format', 'json'],
    ] as const) {
      url.searchParams.set(name, String(value));
    }
    const { status, body } = await requestJson(url.toString(), { method: 'GET' }, this.fetchImpl);
    if (status === 404) return null;
    if (status < 200 || status >= 300) {
      throw new Error(`geolocation service answered ${status} at ${originOf(this.url)}`);
    }
    return geolocationFromOpenCellId(body);
  }
}
