/**
 * The web app's named views and their paths (spec 1 §2.1, spec 2 §2, spec 3 §2.1).
 * Shared so the server (links in emails, brand redirects) and e2e tests use the same paths.
 */
export const ROUTES = {
  root: '/',
  LoginView: '/login',
  PasswordForgotView: '/forgot',
  PasswordResetView: '/reset-password',
  CreateAccountView: '/create-account',
  // where the links in sign-up confirmation and invitation e-mails land (docs/decisions/0041, 0042)
  ConfirmEmailView: '/confirm-email',
  AcceptInvitationView: '/accept-invitation',
  DeviceListView: '/trackers',
  AddTrackerView: '/trackers/add',
  DeviceDetailsView: '/trackers/:id',
  GpxAdminDeviceDetailsView: '/accounts/:accountId/trackers/:id',
  ProvisioningView: '/admin/provisioning',
  GroupListView: '/groups',
  GroupDetailsView: '/groups/:id',
  GeofenceListView: '/geofences',
  GeofenceCreateView: '/geofences/create',
  GeofenceDetailsView: '/geofences/:id',
  GeofenceEditView: '/geofences/:id/edit',
  // the 'BLE Anchors' tab of the geofence list and its wizard (spec 1 §2.8; docs/decisions/0039)
  AnchorListView: '/geofences/anchors',
  AnchorCreateView: '/geofences/anchors/create',
  AnchorEditView: '/geofences/anchors/:id/edit',
  ShipmentListView: '/shipments',
  ShipmentCreateView: '/shipments/create',
  ShipmentTrackView: '/shipments/track/:uuid',
  ShipmentDetailsView: '/shipments/:id',
  ShipmentEditView: '/shipments/:id/edit',
  AlertsView: '/alerts',
  ReportListView: '/reports',
  ReportViewView: '/reports/view/:uuid',
  ReportDetailsView: '/reports/:id',
  RulesManageView: '/rules',
  RulesCreateView: '/rules/create',
  RulesEditView: '/rules/:id',
  DashboardsView: '/dashboards',
  DashboardDwellView: '/dashboards/dwell',
  DashboardCustomView: '/dashboards/analytics',
  ManageView: '/manage',
  ManageSubscriptionsView: '/manage/subscriptions',
  ManageSubscriptionView: '/manage/subscriptions/:id',
  ManageUsersView: '/manage/users',
  ManageOrdersView: '/manage/orders',
  ManageOrderView: '/manage/orders/:id',
  ManageAddressesView: '/manage/addresses',
  ManagePaymentView: '/manage/payment',
  ManageApiView: '/manage/api',
  AccountSettingsView: '/account',
  ApproveOrderView: '/approve-order/:uuid',
  ApproveOrderSuccessView: '/approve-order-success',
  PaymentSuccessView: '/payment-success',
  UtilityView: '/utility',
  InternalAdminHomeView: '/admin',
  AuditLogView: '/admin/audit-log',
  // internal admins compose sale orders and send them for approval (issue 29; docs/decisions/0066)
  AdminOrdersView: '/admin/orders',
  AdminOrderView: '/admin/orders/:id',
  // where an e-mailed file's link lands: its name, size and expiry, and Download (docs/decisions/0060)
  DownloadView: '/downloads/:fileId',
  ForbiddenView: '/403',
  NotFoundView: '/404',
} as const;
export type RouteName = keyof typeof ROUTES;

/** Views that skip the sign-in check (spec 1 §2.2, spec 3 §2.2). */
export const PUBLIC_ROUTES: readonly RouteName[] = [
  'LoginView',
  'PasswordForgotView',
  'PasswordResetView',
  'ApproveOrderView',
  'ApproveOrderSuccessView',
  'ShipmentTrackView',
  'ReportViewView',
  'CreateAccountView',
  'ConfirmEmailView',
  'AcceptInvitationView',
  'ForbiddenView',
  'NotFoundView',
];

/** Old paths that redirect to named views (spec 1 §2.1). `:id` carries over. */
export const LEGACY_REDIRECTS: ReadonlyArray<[from: string, to: RouteName]> = [
  ['/dashboard/devices', 'DeviceListView'],
  ['/dashboard/devices/:id', 'DeviceDetailsView'],
  ['/dashboard/geofences', 'GeofenceListView'],
  ['/dashboard/geofences/new', 'GeofenceCreateView'],
  ['/dashboard/geofences/:id', 'GeofenceDetailsView'],
  ['/dashboard/shipments', 'ShipmentListView'],
  ['/dashboard/shipments/new', 'ShipmentCreateView'],
  ['/dashboard/shipments/:id', 'ShipmentDetailsView'],
  ['/dashboard/alerts', 'AlertsView'],
  ['/dashboard/reports', 'ReportListView'],
  ['/dashboard/rules', 'RulesManageView'],
  ['/dashboard/account', 'AccountSettingsView'],
  ['/dashboard/users', 'ManageUsersView'],
  ['/my-account/orders', 'ManageOrdersView'],
  ['/my-account/subscriptions', 'ManageSubscriptionsView'],
];

/** Builds a path from a named view: pathTo('DeviceDetailsView', { id: 4 }) -> '/trackers/4'. */
export function pathTo(name: RouteName, params: Record<string, string | number> = {}): string {
  return ROUTES[name].replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`pathTo(${name}): missing param ${key}`);
    return encodeURIComponent(String(value));
  });
}
