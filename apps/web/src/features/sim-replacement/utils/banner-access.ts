import type { AccessContext } from '@lodestar/domain';
import type { ReplacementDevicesPage } from '../api/get-replacement-devices.ts';

/**
 * What the banner offers a member of the current account: admins replace SIMs ('replace'; the replace call is
 * theirs alone), 'all' members see that trackers are due and who can replace them ('view'), and the devices role
 * and a user without an account see nothing (null): they see no SIMs (decision 0070).
 */
export type SimBannerMode = 'replace' | 'view' | null;

export function simBannerMode(access: AccessContext | null): SimBannerMode {
  if (!access?.account) return null;
  if (access.role === 'admin') return 'replace';
  if (access.role === 'all') return 'view';
  return null;
}

/**
 * How many trackers the banner names, or 0 when it stays hidden (spec 3 §2.10): no tracker due, the account's
 * setting hides it (`meta.banner_hidden`), or the list is not there (loading, or the call failed).
 */
export function bannerTrackerCount(page: ReplacementDevicesPage | undefined): number {
  if (!page || page.meta.banner_hidden) return 0;
  return page.data.length;
}
