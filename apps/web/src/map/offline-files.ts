// The bundled base map's data, as GeoJSON written at build time by apps/web/scripts/base-map-land.ts,
// base-map-lakes.ts and base-map-places.ts, at two scales (offline-scales.ts). Each is emitted as its own hashed
// file: a map worker downloads, parses and tiles it by address, so the page's main thread never holds it.
import landUrl from './generated/land.json?url';
import landWorldUrl from './generated/land-world.json?url';
import bordersUrl from './generated/borders.json?url';
import bordersWorldUrl from './generated/borders-world.json?url';
import lakesUrl from './generated/lakes.json?url';
import lakesWorldUrl from './generated/lakes-world.json?url';
import placesUrl from './generated/places.json?url';
import placesWorldUrl from './generated/places-world.json?url';
import statesUrl from './generated/states.json?url';
import countiesUrl from './generated/counties.json?url';

/** Each bundled file by the id of the map source that draws it. */
const FILES = {
  'offline-land': landUrl,
  'offline-land-world': landWorldUrl,
  'offline-borders': bordersUrl,
  'offline-borders-world': bordersWorldUrl,
  'offline-lakes': lakesUrl,
  'offline-lakes-world': lakesWorldUrl,
  'offline-places': placesUrl,
  'offline-places-world': placesWorldUrl,
  'offline-states': statesUrl,
  'offline-counties': countiesUrl,
} as const;

export type OfflineSourceId = keyof typeof FILES;

/** A source's file as an absolute address (a map worker resolves no relative ones). */
export function offlineFileUrl(id: OfflineSourceId): string {
  return new URL(FILES[id], window.location.href).href;
}

const prefetched = new Set<OfflineSourceId>();

/**
 * Starts (once per page) the download of these sources' files into the browser's cache while the screen's own
 * layers draw: the files are immutable, so the map worker that asks for them later is answered from the cache.
 * The bodies are read as bytes and dropped, which costs the main thread nothing.
 */
export function prefetchOfflineFiles(ids: readonly OfflineSourceId[]): void {
  for (const id of ids) {
    if (prefetched.has(id)) continue;
    prefetched.add(id);
    fetch(offlineFileUrl(id))
      .then((response) => response.arrayBuffer())
      .catch(() => {
        // the map worker asks again and reports a failure through the map's error event
        prefetched.delete(id);
      });
  }
}
