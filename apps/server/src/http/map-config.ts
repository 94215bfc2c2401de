import type { Config } from '../config.ts';

/** Where the server serves the MAP_PMTILES file (mapAssetRoutes). */
export const MAP_PMTILES_PATH = '/map/basemap.pmtiles';

/** The map's part of the page's boot data (apps/web/src/config/boot-config.ts). */
export interface MapBootConfig {
  streetTilesUrl: string | null;
  satelliteTilesUrl: string | null;
  /** A hosted vector style; when set the web app draws it instead of the bundled map. */
  mapStyleUrl: string | null;
  /** Our own address of the self-hosted PMTiles base map, when MAP_PMTILES is set. */
  pmtilesUrl: string | null;
}

export function mapBootConfig(config: Config): MapBootConfig {
  return {
    streetTilesUrl: config.STREET_TILES_URL ?? null,
    satelliteTilesUrl: config.SATELLITE_TILES_URL ?? null,
    mapStyleUrl: config.MAP_STYLE_URL ?? null,
    pmtilesUrl: config.MAP_PMTILES ? MAP_PMTILES_PATH : null,
  };
}

/**
 * The origins the map loads from, for the Content-Security-Policy: the hosted style's own host and any named in
 * MAP_HOSTS (its tiles, glyphs and sprites are often elsewhere). Entries that are not http(s) URLs are ignored.
 */
export function mapHosts(config: Config): string[] {
  const candidates = [config.MAP_STYLE_URL, ...(config.MAP_HOSTS ?? '').split(',')];
  const origins = new Set<string>();
  for (const candidate of candidates) {
    const text = candidate?.trim();
    if (!text) continue;
    try {
      const url = new URL(text);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return [...origins];
}
