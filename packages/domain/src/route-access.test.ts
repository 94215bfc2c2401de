import { ROUTES, type RouteName } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import type { AccessContext } from './access-context.ts';
import { canEnterRoute, refusalFor, ROUTE_REQUIREMENTS, unmetRequirement } from './route-access.ts';
import { accountWith } from './test/account-fixture.ts';

const plain: AccessContext = { account: accountWith(), role: 'devices', isInternalAdmin: false };
const everything: AccessContext = {
  account: accountWith(
    { is_b2b_account: true, can_track_shipments: true, has_rules_engine: true, has_api_access: true },
    {
      dashboards: '1',
      embeds_custom_report: '1',
      embed_report_src: 'https://reports.example/1',
      ble_tags: '1',
    },
  ),
  role: 'admin',
  isInternalAdmin: true,
};

describe('route requirements', () => {
  it('names only views that exist', () => {
    for (const name of Object.keys(ROUTE_REQUIREMENTS)) expect(ROUTES).toHaveProperty(name);
  });

  it('lets a user with every flag into every view', () => {
    for (const name of Object.keys(ROUTES) as RouteName[]) expect(canEnterRoute(name, everything)).toBe(true);
  });

  it('keeps ungated views open to a user without flags', () => {
    for (const name of [
      'DeviceListView',
      'GeofenceListView',
      'AlertsView',
      'ReportListView',
      'AccountSettingsView',
    ] as const) {
      expect(canEnterRoute(name, plain)).toBe(true);
    }
  });

  it('needs can_track_shipments for shipments, but not for the public track page', () => {
    expect(unmetRequirement('ShipmentListView', plain)).toBe('trackShipments');
    expect(unmetRequirement('ShipmentEditView', plain)).toBe('trackShipments');
    expect(canEnterRoute('ShipmentTrackView', plain)).toBe(true);
  });

  it('needs the rules engine for rules and a business account for groups', () => {
    expect(unmetRequirement('RulesCreateView', plain)).toBe('rulesEngine');
    expect(unmetRequirement('GroupDetailsView', plain)).toBe('businessAccount');
  });

  it('needs the BLE feature (setting ble_tags) for the anchor views', () => {
    expect(unmetRequirement('AnchorListView', plain)).toBe('bleFeature');
    expect(unmetRequirement('AnchorEditView', plain)).toBe('bleFeature');
    const ble: AccessContext = { ...plain, role: 'all', account: accountWith({}, { ble_tags: '1' }) };
    expect(canEnterRoute('AnchorCreateView', ble)).toBe(true);
  });

  it('needs the dashboards setting, and the custom report permission for analytics', () => {
    const dashboardsOnly: AccessContext = { ...plain, account: accountWith({}, { dashboards: '1' }) };
    expect(canEnterRoute('DashboardDwellView', dashboardsOnly)).toBe(true);
    expect(unmetRequirement('DashboardCustomView', dashboardsOnly)).toBe('customReport');
    expect(unmetRequirement('DashboardCustomView', plain)).toBe('dashboards');
  });

  it('opens the manage area to admin and all; the API tab also needs has_api_access', () => {
    const manager: AccessContext = { ...plain, role: 'all' };
    expect(canEnterRoute('ManageUsersView', manager)).toBe(true);
    expect(unmetRequirement('ManageUsersView', plain)).toBe('manageArea');
    expect(unmetRequirement('ManageApiView', manager)).toBe('apiAccess');
    expect(
      canEnterRoute('ManageApiView', { ...manager, account: accountWith({ has_api_access: true }) }),
    ).toBe(true);
  });

  it('keeps the internal views for internal admins', () => {
    expect(unmetRequirement('GpxAdminDeviceDetailsView', plain)).toBe('internalAdmin');
    expect(unmetRequirement('UtilityView', plain)).toBe('internalAdmin');
  });

  it('treats every account flag as off for an internal admin without accounts', () => {
    const adminWithoutAccount: AccessContext = { account: null, role: null, isInternalAdmin: true };
    expect(canEnterRoute('GpxAdminDeviceDetailsView', adminWithoutAccount)).toBe(true);
    expect(canEnterRoute('DeviceListView', adminWithoutAccount)).toBe(true);
    expect(canEnterRoute('ManageView', adminWithoutAccount)).toBe(false);
    expect(canEnterRoute('GroupListView', adminWithoutAccount)).toBe(false);
  });

  it('keeps rules, geofence changes and anchor changes from the devices role (decision 0050)', () => {
    const rulesAccount = accountWith({ has_rules_engine: true }, { ble_tags: '1' });
    const devices: AccessContext = { account: rulesAccount, role: 'devices', isInternalAdmin: false };
    for (const view of [
      'RulesManageView',
      'RulesCreateView',
      'RulesEditView',
      'GeofenceCreateView',
      'GeofenceEditView',
      'AnchorCreateView',
      'AnchorEditView',
    ] as const) {
      expect(unmetRequirement(view, devices), view).toBe('accountManager');
      expect(canEnterRoute(view, { ...devices, role: 'all' }), view).toBe(true);
      expect(canEnterRoute(view, { ...devices, role: null, isInternalAdmin: true }), view).toBe(true);
    }
    expect(canEnterRoute('GeofenceListView', devices)).toBe(true);
    expect(canEnterRoute('AnchorListView', devices)).toBe(true);
  });
});

describe('refusals', () => {
  it('shows Access Denied for every view a role may not open, and the tracker list for a flag that is off', () => {
    const devices: AccessContext = {
      account: accountWith({ has_rules_engine: true }),
      role: 'devices',
      isInternalAdmin: false,
    };
    for (const view of [
      'ManageUsersView',
      'InternalAdminHomeView',
      'RulesManageView',
      'GeofenceCreateView',
    ] as const) {
      expect(refusalFor(unmetRequirement(view, devices)!), view).toBe('forbidden');
    }
    for (const view of ['ShipmentListView', 'GroupListView', 'DashboardsView', 'AnchorListView'] as const) {
      expect(refusalFor(unmetRequirement(view, devices)!), view).toBe('trackerList');
    }
  });
});
