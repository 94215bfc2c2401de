import type { Map as MapLibreMap } from 'maplibre-gl';

/** Secondary layers wait at most this long for the map to settle. */
const LONGEST_WAIT_MS = 3000;

/**
 * Runs `show` once the map has first settled ('idle': every source loaded and drawn), or after three seconds
 * if it keeps moving. Layers that are only background to the screen (the bundled land, accuracy circles) use
 * it, so the screen's own markers are tiled and drawn first instead of queueing behind them for the map's
 * workers and redraws, which on a 2-core machine with software rendering cost a second at 10,000 trackers.
 * Returns a function that cancels the wait.
 */
export function afterFirstIdle(map: MapLibreMap, show: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    cancel();
    show();
  };
  const timer = setTimeout(run, LONGEST_WAIT_MS);
  const cancel = () => {
    done = true;
    map.off('idle', run);
    clearTimeout(timer);
  };
  map.on('idle', run);
  return cancel;
}
