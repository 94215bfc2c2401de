import { PMTiles } from 'pmtiles';
import { findBaseMapArchive, type ArchiveSearch } from './archive-location.ts';
import type { Box } from './clip-to-box.ts';
import { LocalFileSource } from './file-source.ts';
import { tileFeatures, type BaseMapFill, type BaseMapLine, type BasePlace } from './tile-features.ts';
import { tilesCovering, zoomToFit } from './web-mercator.ts';

export type { Box, LngLat } from './clip-to-box.ts';
export type { BaseMapFill, BaseMapLine, BasePlace } from './tile-features.ts';

/** What a map of `width` x `height` (points or pixels) showing `box` draws of the base map. */
export interface BaseMapView {
  box: Box;
  width: number;
  height: number;
}

export interface BaseMapFeatures {
  /** The view's zoom (fractional), as a screen map of the same size would be. */
  zoom: number;
  /** The zoom of the tiles read: the view's, within the archive's zooms (deeper views over-zoom the deepest). */
  tileZoom: number;
  fills: BaseMapFill[];
  lines: BaseMapLine[];
  /** Names the screen shows at this zoom, biggest places (lowest rank) first. */
  places: BasePlace[];
  /** Whom the data comes from, as plain text. */
  attribution: string;
}

/** Tiles any one view may read: a view is a few tiles wide, this only guards against a degenerate box. */
const MAX_TILES = 64;

/** Somewhere a warning goes (the server's pino logger fits). */
export interface WarningLog {
  warn(message: string): void;
}

/**
 * The offline base map (decision 0059's archive) read on the server: for a box and a size, the land, lakes, lines
 * and names to draw, in lng/lat. One reader serves every PDF; the `pmtiles` reader caches the archive's header
 * and directories between them.
 */
export class BaseMapReader {
  private readonly archive: PMTiles;
  private attributionText: Promise<string> | null = null;

  constructor(readonly file: string) {
    this.archive = new PMTiles(new LocalFileSource(file));
  }

  /** The reader of the archive found by findBaseMapArchive, or null (with a warning) when there is none. */
  static open(search: ArchiveSearch = {}, log?: WarningLog): BaseMapReader | null {
    const file = findBaseMapArchive(search);
    if (file) return new BaseMapReader(file);
    log?.warn(
      'offline base map archive not found (build the web app, or run its base map script): PDF maps are drawn without it',
    );
    return null;
  }

  async features(view: BaseMapView): Promise<BaseMapFeatures> {
    const header = await this.archive.getHeader();
    const zoom = zoomToFit(view.box, view.width, view.height);
    const tileZoom = Math.max(header.minZoom, Math.min(header.maxZoom, Math.floor(zoom)));
    const tiles = tilesCovering(view.box, tileZoom).slice(0, MAX_TILES);
    const out: BaseMapFeatures = { zoom, tileZoom, fills: [], lines: [], places: [], attribution: '' };
    const seen = new Set<string>();
    for (const [x, y] of tiles) {
      const tile = await this.archive.getZxy(tileZoom, x, y);
      if (!tile) continue;
      const found = tileFeatures(tile.data, tileZoom, x, y, view.box);
      out.fills.push(...found.fills);
      out.lines.push(...found.lines);
      // a name near a tile's edge is in its neighbour's margin too
      for (const place of found.places) {
        const key = `${place.name}@${place.location[0].toFixed(3)},${place.location[1].toFixed(3)}`;
        if (place.rank > zoom || seen.has(key)) continue;
        seen.add(key);
        out.places.push(place);
      }
    }
    out.places.sort((a, b) => a.rank - b.rank);
    out.attribution = await this.attribution();
    return out;
  }

  /** The archive's attribution (links in HTML for the screen) as plain text. */
  attribution(): Promise<string> {
    this.attributionText ??= this.archive.getMetadata().then((metadata) => {
      const html = (metadata as { attribution?: unknown } | null)?.attribution;
      return typeof html === 'string'
        ? html
            .replace(/<[^>]*>/g, '')
            .replace(/\s+/g, ' ')
            .trim()
        : '';
    });
    return this.attributionText;
  }
}
