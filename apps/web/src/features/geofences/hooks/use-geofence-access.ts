import type { Account } from '@lodestar/contracts';
import { canUseBleFeature, isB2B } from '@lodestar/domain';
import { useCurrentAccount } from '../../../session/use-current-account.ts';

/**
 * The current account and what the user may do with its geofences: admin and all create, edit and delete
 * (spec 1 §6; the API answers 403 to the devices role), business accounts have the extra fields, and the BLE
 * feature shows the anchor tab.
 */
export function useGeofenceAccess(): {
  account: Account | null;
  canManage: boolean;
  business: boolean;
  ble: boolean;
} {
  const { access } = useCurrentAccount();
  const account = access?.account ?? null;
  const role = access?.role;
  return {
    account,
    canManage: role === 'admin' || role === 'all',
    business: isB2B(account),
    ble: canUseBleFeature(account),
  };
}
