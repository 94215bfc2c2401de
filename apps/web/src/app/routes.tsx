import { LEGACY_REDIRECTS, pathTo, ROUTES, type RouteName } from '@lodestar/contracts';
import { nextTarget } from '@lodestar/domain';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout.tsx';
import { guardedLoader } from './router/guard.ts';
import { trackSettledLocations } from './router/navigation-history.ts';
import { RouteErrorScreen } from './router/route-error-screen.tsx';
import { placeholderScreen, SCREENS } from './router/screens.tsx';
import { StartingScreen } from './router/starting-screen.tsx';
import type { ViewHandle } from './router/view-handle.ts';
import { VIEW_TITLES } from './router/view-titles.ts';

export { pathTo, ROUTES, type RouteName };

/** Routes that only redirect render nothing; saying so keeps the router from warning about an empty page. */
const Nothing = () => null;

/** Views that only send the user on: to `next` or the tracker list, and to a section's first tab. */
const FORWARDING_VIEWS: Partial<Record<RouteName, (url: URL) => string>> = {
  root: (url) => nextTarget(url.searchParams.get('next')),
  ManageView: () => ROUTES.ManageSubscriptionsView,
  DashboardsView: () => ROUTES.DashboardDwellView,
};

function viewRoute(view: RouteName, queryClient: QueryClient): RouteObject {
  const forward = FORWARDING_VIEWS[view];
  if (forward)
    return {
      path: ROUTES[view],
      loader: ({ request }) => redirect(forward(new URL(request.url))),
      Component: Nothing,
    };
  const title = VIEW_TITLES[view] ?? { title: view };
  const handle: ViewHandle = { view, ...title };
  return {
    path: ROUTES[view],
    handle,
    loader: guardedLoader(view, queryClient),
    lazy: SCREENS[view] ?? placeholderScreen(title),
  };
}

/** Old addresses keep working: they move to the named view, with their id and query (spec 1 §2.1). */
function legacyRoute([from, to]: (typeof LEGACY_REDIRECTS)[number]): RouteObject {
  return {
    path: from,
    Component: Nothing,
    loader: ({ params, request }) => {
      const values = Object.fromEntries(
        Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined),
      );
      return redirect(`${pathTo(to, values)}${new URL(request.url).search}`);
    },
  };
}

/** The route table: every named view of the spec, the old addresses, and Not Found for anything else. */
export function createAppRouter(queryClient: QueryClient) {
  const views = (Object.keys(ROUTES) as RouteName[]).map((view) => viewRoute(view, queryClient));
  const router = createBrowserRouter([
    {
      id: 'app',
      Component: AppLayout,
      ErrorBoundary: RouteErrorScreen,
      HydrateFallback: StartingScreen,
      children: [
        ...views,
        ...LEGACY_REDIRECTS.map(legacyRoute),
        { path: '*', loader: () => redirect(ROUTES.NotFoundView), Component: Nothing },
      ],
    },
  ]);
  trackSettledLocations(router);
  return router;
}
