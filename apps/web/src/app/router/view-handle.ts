import type { RouteName } from '@lodestar/contracts';
import { useMatches } from 'react-router';
import type { ViewTitle } from './view-titles.ts';

/** What every named route carries in its `handle`, so the layout knows which view is showing. */
export interface ViewHandle extends Partial<ViewTitle> {
  view: RouteName;
}

function isViewHandle(handle: unknown): handle is ViewHandle {
  return typeof handle === 'object' && handle !== null && 'view' in handle;
}

/** The innermost named view of the current location, or null on redirect-only routes. */
export function useCurrentView(): ViewHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isViewHandle(handle)) return handle;
  }
  return null;
}
