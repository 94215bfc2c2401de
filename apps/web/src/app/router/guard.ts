import { PUBLIC_ROUTES, ROUTES, type Me, type RouteName } from '@lodestar/contracts';
import { nextTarget, refusalFor, unmetRequirement, type AccessContext } from '@lodestar/domain';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunction } from 'react-router';
import { loadSession } from '../../session/load-session.ts';
import { signOut } from '../../session/sign-out.ts';
import { currentAccess } from '../../session/use-current-account.ts';
import { handOverIfOtherBrand } from '../brand/brand-hand-over.ts';
import { previousPath, previousView } from './navigation-history.ts';
import { preloadView } from './preloads.ts';

/** Users with an account, and internal admins without one, may use the app (spec 3 §2.2). */
function hasWorkplace(me: Me): boolean {
  return me.accounts.length > 0 || me.is_gpx_admin;
}

/** The sign-in address that brings the visitor back to where they wanted to go. */
function signInFor(wanted: string): string {
  return `${ROUTES.LoginView}?next=${encodeURIComponent(wanted)}`;
}

type GuardResult = { redirectTo: string } | { access: AccessContext | null };

/**
 * The navigation guard (spec 1 §2.2, spec 3 §2.2), in the order the rules apply. Public views skip sign-in; the
 * login view sends a signed-in visitor on. Everyone else needs a session and an account (or internal admin
 * rights), is moved to the other brand's host when the account belongs there, and is sent to the tracker list
 * when the view needs a flag or setting the account lacks, or shown Access Denied when their role may not open it.
 */
export async function guardView(view: RouteName, url: URL, queryClient: QueryClient): Promise<GuardResult> {
  const wanted = `${url.pathname}${url.search}`;
  if (PUBLIC_ROUTES.includes(view)) {
    if (view !== 'LoginView') return { access: null };
    const me = await loadSession(queryClient);
    return me && hasWorkplace(me)
      ? { redirectTo: nextTarget(url.searchParams.get('next')) }
      : { access: null };
  }

  const me = await loadSession(queryClient);
  if (!me) return { redirectTo: signInFor(wanted) };
  if (!hasWorkplace(me)) {
    await signOut(queryClient);
    return { redirectTo: ROUTES.LoginView };
  }

  const access = currentAccess(me);
  await handOverIfOtherBrand(access.account, wanted);
  // an internal admin without an account of their own lands on the admin home, not an empty tracker list
  if (view === 'DeviceListView' && access.account === null && access.isInternalAdmin)
    return { redirectTo: ROUTES.InternalAdminHomeView };
  // spec 1 §2.1: the geofence edit view is entered from the geofence details or list; from elsewhere (a link, a
  // reload) it opens the details
  const from = previousView();
  if (view === 'GeofenceEditView' && from !== 'GeofenceDetailsView' && from !== 'GeofenceListView')
    return { redirectTo: url.pathname.replace(/\/edit\/?$/, '') };
  // spec 2 §2: the same for the shipment edit view, entered from the shipment details or list
  if (view === 'ShipmentEditView' && from !== 'ShipmentDetailsView' && from !== 'ShipmentListView')
    return { redirectTo: url.pathname.replace(/\/edit\/?$/, '') };
  const unmet = unmetRequirement(view, access);
  if (unmet === null) return { access };
  // the internal admin tracker view blocks the navigation instead: others stay where they were
  if (view === 'GpxAdminDeviceDetailsView') return { redirectTo: previousPath() ?? ROUTES.DeviceListView };
  // a role that may not open the view is told so (Access Denied); a flag that is off goes to the tracker list
  return { redirectTo: refusalFor(unmet) === 'forbidden' ? ROUTES.ForbiddenView : ROUTES.DeviceListView };
}

/** The loader of a named view: the guard, then the view's preload. */
export function guardedLoader(view: RouteName, queryClient: QueryClient): LoaderFunction {
  return async ({ request, params }) => {
    const result = await guardView(view, new URL(request.url), queryClient);
    if ('redirectTo' in result) throw redirect(result.redirectTo);
    const search = new URL(request.url).searchParams;
    await preloadView(view, { params, search, access: result.access, queryClient, from: previousView() });
    return null;
  };
}
