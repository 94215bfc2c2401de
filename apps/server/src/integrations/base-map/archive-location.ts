import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, from this file's place in it (the server may be started from any folder). */
const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

/**
 * Where the web build's generator writes the archive (apps/web/scripts/base-map-tiles.ts TILES_FILE). The server
 * reads the file but imports nothing of apps/web (DESIGN.md boundaries), so the path is written here again.
 */
export const GENERATED_ARCHIVE = path.join(REPO_ROOT, 'apps/web/src/map/generated/base-map.pmtiles');

export interface ArchiveSearch {
  /** An archive named by the caller: used when it exists, and nothing else is looked for. */
  file?: string | null;
  /** The built web app (config WEB_DIST), which carries the archive as a hashed asset. */
  webDist?: string | null;
}

/** The newest assets/base-map-*.pmtiles of a built web app, or null. */
function builtArchive(webDist: string): string | null {
  const roots = path.isAbsolute(webDist) ? [webDist] : [path.resolve(webDist), path.join(REPO_ROOT, webDist)];
  for (const root of roots) {
    const assets = path.join(root, 'assets');
    if (!existsSync(assets)) continue;
    const found = readdirSync(assets)
      .filter((name) => /^base-map-.*\.pmtiles$/.test(name))
      .map((name) => path.join(assets, name))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    if (found[0]) return found[0];
  }
  return null;
}

/**
 * The offline base map's archive, found without configuration: the caller's file first, then the built web app's
 * asset, then the generator's output in the repository. Null when none exists (a server started before any build).
 */
export function findBaseMapArchive(search: ArchiveSearch = {}): string | null {
  if (search.file) return existsSync(search.file) ? path.resolve(search.file) : null;
  const built = builtArchive(search.webDist ?? 'apps/web/dist');
  if (built) return built;
  return existsSync(GENERATED_ARCHIVE) ? GENERATED_ARCHIVE : null;
}
