import type { RouteName } from '@lodestar/contracts';
import type { AccessContext } from './access-context.ts';
import { canEnterRoute } from './route-access.ts';

/** A link of the top navigation: its text and the named view it opens. */
export interface NavLink {
  label: string;
  route: RouteName;
}

/** Every top navigation link in display order (spec 1 §2.3). */
export const NAV_LINKS: readonly NavLink[] = [
  { label: 'Trackers', route: 'DeviceListView' },
  { label: 'Geofences', route: 'GeofenceListView' },
  { label: 'Dashboards', route: 'DashboardsView' },
  { label: 'Shipments', route: 'ShipmentListView' },
  { label: 'Alerts', route: 'AlertsView' },
  { label: 'Reports', route: 'ReportListView' },
  { label: 'Rules', route: 'RulesManageView' },
  { label: 'Manage', route: 'ManageView' },
];

/**
 * The links shown to this user (spec 1 §2.3): Dashboards only with the dashboards setting, Shipments only with
 * can_track_shipments, Rules only with has_rules_engine, Manage only for roles admin and all. A link shows
 * exactly when the guard would let the user through, so no link leads to a bounce.
 */
export function visibleNavLinks(access: AccessContext): NavLink[] {
  return NAV_LINKS.filter((link) => canEnterRoute(link.route, access));
}

/** Whether the top navigation shows on a view: it is hidden on the internal admin views (spec 1 §2.3). */
export function showsNavigation(name: RouteName | null | undefined): boolean {
  return name == null || !name.toLowerCase().includes('gpxadmin');
}
