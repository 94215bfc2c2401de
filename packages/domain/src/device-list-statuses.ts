import type { Account } from '@lodestar/contracts';
import { canSeeCancelledDevices } from './permissions.ts';

/** Subscription statuses a tracker list asks for (spec 1 §2.2, spec 3 §2.2). */
export type DeviceListStatus =
  'active' | 'pending' | 'pending-renewal' | 'pending-cancellation' | 'cancelled' | 'blocked';

const ALWAYS: readonly DeviceListStatus[] = ['active', 'pending', 'pending-renewal', 'pending-cancellation'];

/**
 * Statuses of the trackers the lists show for an account: the four live ones always; cancelled for B2B
 * accounts; cancelled and blocked where show_cancelled_devices is on. Each status appears once, in a fixed
 * order, so the list can be part of a query key.
 */
export function deviceListStatuses(
  account: Pick<Account, 'is_b2b_account' | 'settings'> | null | undefined,
): DeviceListStatus[] {
  const statuses = [...ALWAYS];
  const seesCancelled = canSeeCancelledDevices(account);
  if (account?.is_b2b_account || seesCancelled) statuses.push('cancelled');
  if (seesCancelled) statuses.push('blocked');
  return statuses;
}
