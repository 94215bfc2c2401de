import type { Account } from '@lodestar/contracts';
import { canUseBleFeature } from '@lodestar/domain';
import { useCurrentAccount } from '../../../session/use-current-account.ts';

/**
 * The current account, whether it has anchors at all (the BLE feature, spec 1 §6 canUseBleFeature; the guard
 * keeps others out) and whether the user may add, edit and delete them: roles admin and all, as the server
 * decides; the devices role only looks.
 */
export function useAnchorAccess(): { account: Account | null; canEdit: boolean } {
  const { access } = useCurrentAccount();
  const account = access?.account ?? null;
  const role = access?.role;
  return {
    account: canUseBleFeature(account) ? account : null,
    canEdit: role === 'admin' || role === 'all',
  };
}
