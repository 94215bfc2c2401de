import { LIVE_MAP } from '@lodestar/contracts';
import type { Map as MapLibreMap } from 'maplibre-gl';

/**
 * How often live data may redraw one map. After each update the map works for a while (re-clustering in its
 * worker, reloading tiles, one redraw per tile that comes back); the pace keeps that work to a share of the time
 * (LIVE_MAP.busyShare), so a slow renderer (software WebGL, 10,000 trackers) takes updates less often, down
 * to one per LIVE_MAP.longestInterval, and a fast one every LIVE_MAP.sourceInterval. Every synced source of the
 * map reads the same pace, so their updates stay on the same ticks.
 */
export class LivePace {
  private current: number = LIVE_MAP.sourceInterval;

  /** Milliseconds between live updates now. */
  get interval(): number {
    return this.current;
  }

  /** An update kept the map busy for `busyMs`, from sending it to the map's next 'idle'. */
  record(busyMs: number): void {
    const wanted = busyMs / LIVE_MAP.busyShare;
    this.current = Math.round(Math.min(LIVE_MAP.longestInterval, Math.max(LIVE_MAP.sourceInterval, wanted)));
  }
}

const paces = new WeakMap<MapLibreMap, LivePace>();

/** The one pace of a map, shared by its layers. */
export function livePaceOf(map: MapLibreMap): LivePace {
  let pace = paces.get(map);
  if (!pace) paces.set(map, (pace = new LivePace()));
  return pace;
}

/**
 * Resolves true once the map has drawn everything it was loading (its next 'idle'), at once when it has
 * nothing to load, or false after `longestMs` if it keeps moving (a pan, an animation), which then says nothing
 * about the cost of the update.
 */
export function mapSettled(map: MapLibreMap, longestMs: number = LIVE_MAP.longestInterval): Promise<boolean> {
  if (map.loaded() && !map.isMoving()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const idle = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      map.off('idle', idle);
      resolve(false);
    }, longestMs);
    map.once('idle', idle);
  });
}
