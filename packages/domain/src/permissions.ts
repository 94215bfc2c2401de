import { isSettingOn, type Account, type AccountRole } from '@lodestar/contracts';

/** The part of an account the permission rules read. */
export type AccountForPermissions = Pick<Account, 'settings'>;

/**
 * Roles admin and all ('Access All', called manager in spec 1) may create, edit and delete groups and
 * change their trackers (spec 1 §6, spec 3 §5); users with specific devices may not.
 */
export function canManageGroups(role: AccountRole | null | undefined): boolean {
  return role === 'admin' || role === 'all';
}

/** The manage area (subscriptions, users, orders, addresses, payment, API) is for admin and all only (spec 1 §2.3, §6). */
export function canOpenManageArea(role: AccountRole | null | undefined): boolean {
  return role === 'admin' || role === 'all';
}

/** Setting show_cancelled_devices adds cancelled and blocked trackers to device lists (spec 1 §2.2). */
export function canSeeCancelledDevices(account: AccountForPermissions | null | undefined): boolean {
  return account != null && isSettingOn(account, 'show_cancelled_devices');
}

/** Setting ble_tags turns on the BLE anchor tab and the new pin icons (spec 1 §6). */
export function canUseBleFeature(account: AccountForPermissions | null | undefined): boolean {
  return account != null && isSettingOn(account, 'ble_tags');
}

/** Setting dashboards opens the dwell dashboards and their nav link (spec 2 §2 Dashboards). */
export function canViewDashboards(account: AccountForPermissions | null | undefined): boolean {
  return account != null && isSettingOn(account, 'dashboards');
}

/**
 * The custom report embeds the address held in setting embed_report_src, so it needs dashboards on,
 * embeds_custom_report on and a non-blank embed_report_src. That last one is an address, not a switch,
 * which is why it is checked for content rather than with isSettingOn.
 */
export function canViewCustomReport(account: AccountForPermissions | null | undefined): boolean {
  if (account == null || !canViewDashboards(account) || !isSettingOn(account, 'embeds_custom_report'))
    return false;
  const src = account.settings.find((s) => s.code === 'embed_report_src')?.value;
  return src != null && src.trim() !== '';
}

/** Business (B2B) accounts see groups, extra geofence fields and cancelled trackers (spec 1 §1). */
export function isB2B(account: Pick<Account, 'is_b2b_account'> | null | undefined): boolean {
  return account?.is_b2b_account === true;
}
