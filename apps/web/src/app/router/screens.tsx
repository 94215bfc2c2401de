import type { RouteName } from '@lodestar/contracts';
import { ADD_TRACKER_SCREENS } from '../../features/add-tracker/screens.ts';
import { ANCHOR_SCREENS } from '../../features/anchors/screens.ts';
import { AUTH_SCREENS } from '../../features/auth/screens.ts';
import { DASHBOARD_SCREENS } from '../../features/dashboards/screens.ts';
import { DOWNLOAD_SCREENS } from '../../features/downloads/screens.ts';
import { GEOFENCE_SCREENS } from '../../features/geofences/screens.ts';
import { GROUP_SCREENS } from '../../features/groups/screens.ts';
import { SHIPMENT_SCREENS } from '../../features/shipments/screens.ts';
import { REPORT_SCREENS } from '../../features/reports/screens.ts';
import { RULE_SCREENS } from '../../features/rules/screens.ts';
import { INTERNAL_ADMIN_SCREENS } from '../../features/internal-admin/screens.ts';
import { USER_SCREENS } from '../../features/users/screens.ts';
import { ORDER_SCREENS } from '../../features/orders/screens.ts';
import { PAYMENT_SCREENS } from '../../features/payments/screens.ts';
import { UTILITY_SCREENS } from '../../features/utilities/screens.ts';
import { MANAGE_SCREENS } from './manage-screens.tsx';
import { PUBLIC_LINK_SCREENS } from './public-link-screens.tsx';
import type { ViewTitle } from './view-titles.ts';
import type { LazyScreen } from '../../components/lazy-screen.ts';

/** Tracker details with the history top bar and map composed in: features meet here, not in each other. */
const trackerDetailsScreen: LazyScreen = () =>
  Promise.all([
    import('../../features/tracker-details/components/tracker-details-screen.tsx'),
    import('../../features/tracker-history/index.ts'),
  ]).then(([details, history]) => ({
    Component: () => (
      <details.TrackerDetailsScreen
        renderToolbar={(p) => <history.TrackerHistoryToolbar {...p} />}
        renderMap={(p) => <history.TrackerHistoryMap accountId={p.accountId} deviceId={p.deviceId} />}
      />
    ),
  }));

/** Screens that exist so far; every other view shows its heading until its feature arrives. */
export const SCREENS: Partial<Record<RouteName, LazyScreen>> = {
  ...ADD_TRACKER_SCREENS,
  ...ANCHOR_SCREENS,
  ...AUTH_SCREENS,
  ...DASHBOARD_SCREENS,
  ...DOWNLOAD_SCREENS,
  ...GROUP_SCREENS,
  ...GEOFENCE_SCREENS,
  ...INTERNAL_ADMIN_SCREENS,
  ...MANAGE_SCREENS,
  ...SHIPMENT_SCREENS,
  ...REPORT_SCREENS,
  ...RULE_SCREENS,
  ...USER_SCREENS,
  LoginView: () =>
    import('../../features/auth/components/login-screen.tsx').then((m) => ({ Component: m.LoginScreen })),
  DeviceListView: () => import('./tracker-list-view.tsx').then((m) => ({ Component: m.TrackerListView })),
  DeviceDetailsView: trackerDetailsScreen,
  AlertsView: () => import('./alerts-view.tsx').then((m) => ({ Component: m.AlertsView })),
  GpxAdminDeviceDetailsView: trackerDetailsScreen,
  AccountSettingsView: () =>
    import('../../features/account-settings/components/account-settings-screen.tsx').then((m) => ({
      Component: m.AccountSettingsScreen,
    })),
  ForbiddenView: () =>
    import('../../features/errors/components/forbidden-screen.tsx').then((m) => ({
      Component: m.ForbiddenScreen,
    })),
  NotFoundView: () =>
    import('../../features/errors/components/not-found-screen.tsx').then((m) => ({
      Component: m.NotFoundScreen,
    })),
  ...PUBLIC_LINK_SCREENS,
  ...ORDER_SCREENS,
  ...PAYMENT_SCREENS,
  ...UTILITY_SCREENS,
};

/** A view whose feature is still to come: its heading and nothing that pretends to work. */
export function placeholderScreen(title: ViewTitle): LazyScreen {
  return async () => {
    const { ViewPlaceholder } = await import('../../components/view-placeholder.tsx');
    return { Component: () => <ViewPlaceholder title={title.title} subtitle={title.subtitle} /> };
  };
}
