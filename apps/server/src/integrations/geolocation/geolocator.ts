import type { PositionNetwork } from '@lodestar/contracts';

/** Where a network geolocation service puts a set of cell towers and wifi access points. */
export interface Geolocation {
  latitude: number;
  longitude: number;
  /** Radius in metres within which the tracker probably is; null when the service gave none. */
  accuracy: number | null;
}

/**
 * Network geolocation: the cell towers and wifi access points a tracker heard to an approximate position, for
 * reports without coordinates (docs/decisions/0021-reports-without-coordinates.md). Configured by GEOLOCATION;
 * with none configured such a report is placed at the tracker's last known position.
 */
export interface Geolocator {
  /** 'google', 'unwired' or 'opencellid', for logs. */
  readonly name: string;
  /** The position of these networks, or null when the service knows none of them. Throws when it cannot be asked. */
  locate(network: PositionNetwork): Promise<Geolocation | null>;
}

/** How long a lookup may take: the tracker's acknowledgement waits for it. */
export const GEOLOCATION_TIMEOUT_MS = 5000;

/** A latitude and longitude a service answered, when both are on the globe; else null. */
export function geolocationOf(lat: unknown, lon: unknown, accuracy: unknown): Geolocation | null {
  if (typeof lat !== 'number' || typeof lon !== 'number') return null;
  if (!(Math.abs(lat) <= 90 && Math.abs(lon) <= 180) || (lat === 0 && lon === 0)) return null;
  return {
    latitude: lat,
    longitude: lon,
    accuracy: typeof accuracy === 'number' && Number.isFinite(accuracy) && accuracy >= 0 ? accuracy : null,
  };
}

/** Sends a request with the lookup timeout and reads the JSON answer, whatever its status; throws on network errors. */
export async function requestJson(
  url: string,
  init: { method: 'GET' | 'POST'; body?: unknown },
  fetchImpl: typeof fetch = fetch,
): Promise<{ status: number; body: unknown }> {
  const response = await fetchImpl(url, {
    method: init.method,
    headers: {
      accept: 'application/json',
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(GEOLOCATION_TIMEOUT_MS),
  });
  const text = await response.text();
  return { status: response.status, body: parseOrNull(text) };
}

/** An answer's JSON, or null when it is empty or not JSON (a proxy's HTML error page). */
function parseOrNull(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** The endpoint's origin for messages: never the path or query, which may hold the key. */
export const originOf = (url: string) => new URL(url).origin;
