import { ROUTES } from '@lodestar/contracts';

/**
 * The address that opens an account as an internal admin: the tracker list with the spec's `admin` and `account`
 * query values (spec 3 §6), which start-up turns into the current account and then removes (decision 0031).
 */
export function openAccountUrl(accountId: number): string {
  return `${ROUTES.DeviceListView}?admin=1&account=${accountId}`;
}

/** Where an imitation starts: the user's tracker list, remembering this host as the admin origin to return to. */
export function imitationStartUrl(adminOrigin: string): string {
  return `${ROUTES.DeviceListView}?imitate_from=${encodeURIComponent(adminOrigin)}`;
}
