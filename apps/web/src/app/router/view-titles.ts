import type { RouteName } from '@lodestar/contracts';

/** A view's page heading and, for the manage tabs, the tab it shows. */
export interface ViewTitle {
  title: string;
  subtitle?: string;
}

/**
 * Headings of the named views, in the product's words. Views that only redirect (root, ManageView,
 * DashboardsView) have none.
 */
export const VIEW_TITLES: Partial<Record<RouteName, ViewTitle>> = {
  LoginView: { title: 'Log in' },
  PasswordForgotView: { title: 'Forgot Password' },
  PasswordResetView: { title: 'Reset Password' },
  CreateAccountView: { title: 'Create Account' },
  ConfirmEmailView: { title: 'Confirm E-mail' },
  AcceptInvitationView: { title: 'Accept Invitation' },
  DeviceListView: { title: 'Trackers' },
  DeviceDetailsView: { title: 'Tracker Details' },
  GpxAdminDeviceDetailsView: { title: 'Tracker Details' },
  AddTrackerView: { title: 'Add Tracker' },
  ProvisioningView: { title: 'Provision Trackers' },
  GroupListView: { title: 'Groups' },
  GroupDetailsView: { title: 'Group Details' },
  GeofenceListView: { title: 'Geofences' },
  GeofenceCreateView: { title: 'New Geofence' },
  GeofenceDetailsView: { title: 'Geofence Details' },
  GeofenceEditView: { title: 'Edit Geofence' },
  AnchorListView: { title: 'BLE Anchors' },
  AnchorCreateView: { title: 'New BLE Anchor' },
  AnchorEditView: { title: 'Edit BLE Anchor' },
  ShipmentListView: { title: 'Shipments' },
  ShipmentCreateView: { title: 'New Shipment' },
  ShipmentTrackView: { title: 'Track Shipment' },
  ShipmentDetailsView: { title: 'Shipment Details' },
  ShipmentEditView: { title: 'Edit Shipment' },
  AlertsView: { title: 'Alerts' },
  ReportListView: { title: 'Reports' },
  ReportViewView: { title: 'Report' },
  ReportDetailsView: { title: 'Report Details' },
  RulesManageView: { title: 'Rules' },
  RulesCreateView: { title: 'Create New Rule' },
  RulesEditView: { title: 'Edit Rule' },
  DashboardDwellView: { title: 'Dashboards | Dwell' },
  DashboardCustomView: { title: 'Dashboards | Custom' },
  ManageSubscriptionsView: { title: 'Manage', subtitle: 'Subscriptions' },
  ManageSubscriptionView: { title: 'Manage', subtitle: 'Subscription' },
  ManageUsersView: { title: 'Manage', subtitle: 'Users' },
  ManageOrdersView: { title: 'Manage', subtitle: 'Order History' },
  ManageOrderView: { title: 'Manage', subtitle: 'Order' },
  ManageAddressesView: { title: 'Manage', subtitle: 'Addresses' },
  ManagePaymentView: { title: 'Manage', subtitle: 'Payment Methods' },
  ManageApiView: { title: 'Manage', subtitle: 'API Access' },
  AccountSettingsView: { title: 'Account Settings' },
  ApproveOrderView: { title: 'Approve Order' },
  ApproveOrderSuccessView: { title: 'Order Approved' },
  PaymentSuccessView: { title: 'Payment Successful' },
  UtilityView: { title: 'Utilities' },
  InternalAdminHomeView: { title: 'Internal Admin' },
  AuditLogView: { title: 'Audit Log' },
  AdminOrdersView: { title: 'Orders' },
  AdminOrderView: { title: 'Order' },
  DownloadView: { title: 'Download' },
  ForbiddenView: { title: 'Access Denied' },
  NotFoundView: { title: 'Page Not Found' },
};
