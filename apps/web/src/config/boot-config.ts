import type { Brand } from '@lodestar/domain';

/**
 * What the server writes into index.html before the app starts (apps/server/src/http/web-app.ts), as JSON in
 * `<meta name="lodestar-boot">`: a meta tag rather than an inline script, which the Content-Security-Policy forbids.
 */
export interface BootConfig {
  brand: Brand;
  businessHost: string;
  consumerHost: string;
  /** Raster tile URL template ({z}/{x}/{y}) of the street map; null draws the bundled offline map instead. */
  streetTilesUrl: string | null;
  /** Raster tile URL template of satellite imagery; the map offers the satellite switch only when it is set. */
  satelliteTilesUrl: string | null;
  /** The credits of those tiles for the map's attribution (HTML-escaped by the server). */
  streetTilesCredit: string | null;
  satelliteTilesCredit: string | null;
  /** A hosted MapLibre vector style for the street map (MAP_STYLE_URL); null when none is configured. */
  mapStyleUrl: string | null;
  /** Our address of the self-hosted PMTiles street map (MAP_PMTILES); null when none is configured. */
  pmtilesUrl: string | null;
  /** This page load's nonce for injected style tags (Mantine's), allowed by the page's style-src. */
  styleNonce: string | undefined;
  /**
   * Whether the page was requested with a session cookie; false lets start-up skip GET /me for a signed-out
   * visitor (no 401 in the console, decision 0032). Undefined (dev server) means unknown: ask.
   */
  sessionCookie: boolean | undefined;
}

/**
 * The brand and brand hosts. The server injects them; the Vite dev server does not, so there the brand follows the
 * host name the same way the server picks it (business.<host> is the business variant).
 */
export function resolveBootConfig(injected: Partial<BootConfig> | undefined, hostname: string): BootConfig {
  const isBusinessHost = hostname.startsWith('business.');
  const consumerHost =
    injected?.consumerHost ?? (isBusinessHost ? hostname.slice('business.'.length) : hostname);
  const businessHost = injected?.businessHost ?? (isBusinessHost ? hostname : `business.${hostname}`);
  const brand = injected?.brand ?? (isBusinessHost ? 'business' : 'consumer');
  const streetTilesUrl = injected?.streetTilesUrl || null;
  const satelliteTilesUrl = injected?.satelliteTilesUrl || null;
  const streetTilesCredit = injected?.streetTilesCredit || null;
  const satelliteTilesCredit = injected?.satelliteTilesCredit || null;
  const mapStyleUrl = injected?.mapStyleUrl || null;
  const pmtilesUrl = injected?.pmtilesUrl || null;
  const styleNonce = injected?.styleNonce || undefined;
  const sessionCookie = typeof injected?.sessionCookie === 'boolean' ? injected.sessionCookie : undefined;
  return {
    brand,
    businessHost,
    consumerHost,
    streetTilesUrl,
    satelliteTilesUrl,
    streetTilesCredit,
    satelliteTilesCredit,
    mapStyleUrl,
    pmtilesUrl,
    styleNonce,
    sessionCookie,
  };
}

/** The server's boot data, or undefined under the Vite dev server (no meta tag) or when it cannot be read. */
function readInjected(): Partial<BootConfig> | undefined {
  const content = document.querySelector('meta[name="lodestar-boot"]')?.getAttribute('content');
  if (!content) return undefined;
  try {
    return JSON.parse(content) as Partial<BootConfig>;
  } catch {
    return undefined;
  }
}

let cached: BootConfig | undefined;

/** The boot configuration of this page load. */
export function bootConfig(): BootConfig {
  cached ??= resolveBootConfig(readInjected(), window.location.hostname);
  return cached;
}
