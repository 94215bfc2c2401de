import type { Config } from '../config.ts';

/** Where the server serves the MAP_PMTILES file (mapAssetRoutes). */
export const MAP_PMTILES_PATH = '/map/basemap.pmtiles';

/** The map's part of the page's boot data (apps/web/src/config/boot-config.ts). */
export interface MapBootConfig {
  streetTilesUrl: string | null;
  satelliteTilesUrl: string | null;
  /** What the map's attribution shows for the street and satellite tiles (HTML-escaped text). */
  streetTilesCredit: string | null;
  satelliteTilesCredit: string | null;
  /** A hosted vector style; when set the web app draws it instead of the bundled map. */
  mapStyleUrl: string | null;
  /** Our own address of the self-hosted PMTiles base map, when MAP_PMTILES is set. */
  pmtilesUrl: string | null;
}

export function mapBootConfig(config: Config): MapBootConfig {
  return {
    streetTilesUrl: config.STREET_TILES_URL ?? null,
    satelliteTilesUrl: config.SATELLITE_TILES_URL ?? null,
    streetTilesCredit: tilesCredit(config.STREET_TILES_URL, config.STREET_TILES_ATTRIBUTION),
    satelliteTilesCredit: tilesCredit(config.SATELLITE_TILES_URL, config.SATELLITE_TILES_ATTRIBUTION),
    mapStyleUrl: config.MAP_STYLE_URL ?? null,
    pmtilesUrl: config.MAP_PMTILES ? MAP_PMTILES_PATH : null,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The credit shown for configured raster tiles: the operator's text from the provider's terms, or else the tile
 * host's name, so imagery is never shown uncredited. Escaped: MapLibre writes attributions as HTML.
 */
function tilesCredit(url: string | undefined, attribution: string | undefined): string | null {
  if (!url) return null;
  if (attribution?.trim()) return escapeHtml(attribution.trim());
  const host = /^[a-z]+:\/\/([^/]+)/i.exec(url)?.[1]?.replace(/^\{s\}\./, '');
  return escapeHtml(host ? `Tiles: ${host}` : 'Map tiles');
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
