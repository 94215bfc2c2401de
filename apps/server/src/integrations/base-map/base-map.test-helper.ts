// A test helper may use the web's build scripts (production code may not): the archive is generated, not in git,
// and a clean clone's first test run must make it. Cached by a stamp after the first time (about 7 s).
import { ensureTiles, TILES_FILE } from '../../../../web/scripts/base-map-tiles.ts';

/** The generated base map archive, made first if this checkout has none yet. */
export function ensureBaseMapArchive(): string {
  ensureTiles();
  return TILES_FILE;
}
