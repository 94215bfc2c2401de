import type { RouteName } from '@lodestar/contracts';
import type { createBrowserRouter } from 'react-router';
import type { ViewHandle } from './view-handle.ts';

type AppRouter = ReturnType<typeof createBrowserRouter>;

let lastPath: string | null = null;
let lastView: RouteName | null = null;

/**
 * Remembers the last page the user actually reached. Loaders run before the new page settles, so inside a guard
 * this is the page the user is leaving: where a blocked navigation stays, and the "coming from" of preloads.
 */
export function trackSettledLocations(router: AppRouter): void {
  const remember = (state: AppRouter['state']) => {
    if (!state.initialized || state.navigation.state !== 'idle') return;
    lastPath = `${state.location.pathname}${state.location.search}`;
    const handle = state.matches.at(-1)?.route.handle as ViewHandle | undefined;
    lastView = handle?.view ?? null;
  };
  remember(router.state);
  router.subscribe(remember);
}

/** The page before the current navigation, or null on the first load. */
export function previousPath(): string | null {
  return lastPath;
}

/** The named view before the current navigation, or null. */
export function previousView(): RouteName | null {
  return lastView;
}
