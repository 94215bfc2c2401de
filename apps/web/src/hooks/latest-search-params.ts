import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, type Location } from 'react-router';

/** The part of react-router's data router that a query parameter change needs. */
export interface SearchParamsRouter {
  state: { location: Location; navigation: { location?: Location } };
  navigate: (to: { pathname: string; search: string }, options?: { replace?: boolean }) => Promise<void>;
}

/**
 * Changes the page's query parameters starting from the address the page is on or already going to, read when
 * the change is made, and not from the last render: a debounced search written 300 ms after the last keystroke
 * otherwise rebuilt the address from before a list-type click made meanwhile (the guard's loader still running,
 * or the page not yet rendered again), and the click was lost. `pathname` is the page the change is for: when the
 * user is already leaving it for another page, the change is dropped (returns false) rather than replacing that
 * navigation.
 */
export function updateLatestSearchParams(
  router: SearchParamsRouter,
  pathname: string,
  update: (params: URLSearchParams) => URLSearchParams,
  options: { replace?: boolean } = {},
): boolean {
  const target = router.state.navigation.location ?? router.state.location;
  if (target.pathname !== pathname) return false;
  const current = new URLSearchParams(target.search);
  const next = update(new URLSearchParams(current));
  if (next.toString() === current.toString()) return true;
  const search = next.toString();
  void router.navigate({ pathname, search: search === '' ? '' : `?${search}` }, options);
  return true;
}

/**
 * `updateLatestSearchParams` for the page this component is on. Every screen runs inside the app's data
 * router; react-router exports its context only under this name.
 */
export function useLatestSearchParams(pathname: string) {
  const context = useContext(UNSAFE_DataRouterContext);
  const router = context?.router as SearchParamsRouter | undefined;
  return useCallback(
    (update: (params: URLSearchParams) => URLSearchParams, options?: { replace?: boolean }) => {
      if (!router) throw new Error('useLatestSearchParams needs the data router');
      return updateLatestSearchParams(router, pathname, update, options);
    },
    [router, pathname],
  );
}
