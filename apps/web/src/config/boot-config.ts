import type { Brand } from '@lodestar/domain';

/** What the server writes into index.html before the app starts (apps/server/src/http/web-app.ts). */
export interface BootConfig {
  brand: Brand;
  businessHost: string;
  consumerHost: string;
  /** Raster tile URL template ({z}/{x}/{y}) of the street map; null draws the bundled offline map instead. */
  streetTilesUrl: string | null;
  /** Raster tile URL template of satellite imagery; the map offers the satellite switch only when it is set. */
  satelliteTilesUrl: string | null;
}

declare global {
  interface Window {
    __LODESTAR__?: Partial<BootConfig>;
  }
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
  return { brand, businessHost, consumerHost, streetTilesUrl, satelliteTilesUrl };
}

let cached: BootConfig | undefined;

/** The boot configuration of this page load. */
export function bootConfig(): BootConfig {
  cached ??= resolveBootConfig(window.__LODESTAR__, window.location.hostname);
  return cached;
}
