import type { RouteName } from '@lodestar/contracts';
import type { AccessContext } from './access-context.ts';
import {
  canManageGroups,
  canOpenManageArea,
  canUseBleFeature,
  canViewCustomReport,
  canViewDashboards,
  isB2B,
} from './permissions.ts';

/** A condition a view needs before the guard lets a user in (spec 1 §2.2, spec 2 §2, spec 3 §2.2). */
export type RouteRequirement =
  | 'trackShipments'
  | 'rulesEngine'
  | 'apiAccess'
  | 'businessAccount'
  | 'dashboards'
  | 'customReport'
  | 'manageArea'
  | 'accountManager'
  | 'internalAdmin'
  | 'bleFeature';

const SHIPMENTS = ['trackShipments'] as const;
// rules name the whole account's trackers and contacts: the devices role sees none (decision 0050)
const RULES = ['rulesEngine', 'accountManager'] as const;
const GROUPS = ['businessAccount'] as const;
const MANAGE = ['manageArea'] as const;
const ANCHORS = ['bleFeature'] as const;
const ANCHOR_CHANGES = ['bleFeature', 'accountManager'] as const;
// the devices role looks at geofences but does not create or change them (spec 1 §6; the API answers 403)
const GEOFENCE_CHANGES = ['accountManager'] as const;

/**
 * Requirements per named view. The public shipment page (ShipmentTrackView) is deliberately absent: it works
 * with only its uuid. Views not listed need nothing beyond being signed in.
 */
export const ROUTE_REQUIREMENTS: Partial<Record<RouteName, readonly RouteRequirement[]>> = {
  ShipmentListView: SHIPMENTS,
  ShipmentCreateView: SHIPMENTS,
  ShipmentDetailsView: SHIPMENTS,
  ShipmentEditView: SHIPMENTS,
  RulesManageView: RULES,
  RulesCreateView: RULES,
  RulesEditView: RULES,
  GroupListView: GROUPS,
  GroupDetailsView: GROUPS,
  AnchorListView: ANCHORS,
  AnchorCreateView: ANCHOR_CHANGES,
  AnchorEditView: ANCHOR_CHANGES,
  GeofenceCreateView: GEOFENCE_CHANGES,
  GeofenceEditView: GEOFENCE_CHANGES,
  DashboardsView: ['dashboards'],
  DashboardDwellView: ['dashboards'],
  DashboardCustomView: ['dashboards', 'customReport'],
  ManageView: MANAGE,
  ManageSubscriptionsView: MANAGE,
  ManageSubscriptionView: MANAGE,
  ManageUsersView: MANAGE,
  ManageOrdersView: MANAGE,
  ManageOrderView: MANAGE,
  ManageAddressesView: MANAGE,
  ManagePaymentView: MANAGE,
  ManageApiView: ['manageArea', 'apiAccess'],
  GpxAdminDeviceDetailsView: ['internalAdmin'],
  ProvisioningView: ['internalAdmin'],
  UtilityView: ['internalAdmin'],
  InternalAdminHomeView: ['internalAdmin'],
  AuditLogView: ['internalAdmin'],
  AdminOrdersView: ['internalAdmin'],
  AdminOrderView: ['internalAdmin'],
};

/** Whether one requirement holds. Without a current account every account flag counts as off. */
export function meetsRequirement(requirement: RouteRequirement, access: AccessContext): boolean {
  const { account } = access;
  switch (requirement) {
    case 'trackShipments':
      return account?.can_track_shipments === true;
    case 'rulesEngine':
      return account?.has_rules_engine === true;
    case 'apiAccess':
      return account?.has_api_access === true;
    case 'businessAccount':
      return isB2B(account);
    case 'dashboards':
      return canViewDashboards(account);
    case 'customReport':
      return canViewCustomReport(account);
    case 'manageArea':
      return account != null && canOpenManageArea(access.role);
    case 'accountManager':
      return access.isInternalAdmin || canManageGroups(access.role);
    case 'internalAdmin':
      return access.isInternalAdmin;
    case 'bleFeature':
      return canUseBleFeature(account);
  }
}

/** The first requirement of a view the user does not meet, or null when they may enter. */
export function unmetRequirement(name: RouteName, access: AccessContext): RouteRequirement | null {
  return ROUTE_REQUIREMENTS[name]?.find((r) => !meetsRequirement(r, access)) ?? null;
}

/** Whether the user may enter a named view; the guard refuses the view otherwise (see refusalFor). */
export function canEnterRoute(name: RouteName, access: AccessContext): boolean {
  return unmetRequirement(name, access) === null;
}

/** Requirements about who the user is rather than what the account has. */
const ROLE_REQUIREMENTS: ReadonlySet<RouteRequirement> = new Set([
  'manageArea',
  'accountManager',
  'internalAdmin',
]);

/**
 * How the guard refuses a view: a view the user's role may not open shows the Access Denied page, the one
 * refusal for every such view (the manage area, internal admin views, rules, geofence and anchor changes), so a
 * user is told rather than silently moved; a view whose account flag or setting is off goes to the tracker list,
 * as spec 1 §2.2 says.
 */
export function refusalFor(requirement: RouteRequirement): 'forbidden' | 'trackerList' {
  return ROLE_REQUIREMENTS.has(requirement) ? 'forbidden' : 'trackerList';
}
