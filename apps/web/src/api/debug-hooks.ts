/** What the live connection has received on this page, for e2e tests and support sessions. */
export interface LiveStats {
  connected: boolean;
  /** Positions received over the socket, in total and per tracker id. */
  received: number;
  receivedByTracker: Record<number, number>;
  /** Batches written into the cache. */
  flushes: number;
}

/**
 * Read-only handles on page internals, at `window.__lodestar` in every build: e2e tests check the map's
 * features and the socket's traffic through them instead of pixels. They expose nothing the signed-in user
 * cannot already see on screen, so shipping them is harmless.
 */
export interface DebugHooks {
  /** The MapLibre map of the page, while one is shown. */
  map?: unknown;
  live?: LiveStats;
}

declare global {
  interface Window {
    __lodestar?: DebugHooks;
  }
}

export function debugHooks(): DebugHooks {
  if (typeof window === 'undefined') return {};
  window.__lodestar ??= {};
  return window.__lodestar;
}

export function emptyLiveStats(): LiveStats {
  return { connected: false, received: 0, receivedByTracker: {}, flushes: 0 };
}
