/** How long a geocoding request may take; a slow provider must not hold positions' addresses back for long. */
export const GEOCODER_TIMEOUT_MS = 5000;

// Nominatim's usage policy requires an identifying User-Agent.
const USER_AGENT = 'Lodestar tracker map (reverse geocoding)';

/** GETs JSON with a timeout; throws on network errors, timeouts and non-2xx answers. */
export async function fetchJson(url: string, fetchImpl: typeof fetch = fetch): Promise<unknown> {
  const response = await fetchImpl(url, {
    headers: { accept: 'application/json', 'user-agent': USER_AGENT },
    signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`geocoder answered ${response.status} for ${new URL(url).origin}`);
  return response.json();
}

/** The provider's base URL without a trailing slash, checked once at start-up. */
export function baseUrl(raw: string, provider: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`GEOCODER=${provider}:<url> needs an http(s) URL (got "${raw}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`GEOCODER=${provider}:<url> needs an http(s) URL (got "${raw}")`);
  }
  return url.toString().replace(/\/+$/, '');
}
