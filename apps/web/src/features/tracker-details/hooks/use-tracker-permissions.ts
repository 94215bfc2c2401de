import { isSettingOn } from '@lodestar/contracts';
import { canManageGroups } from '@lodestar/domain';
import { useAccount } from '../api/get-account.ts';
import { useCurrentAccount } from '../../../session/use-current-account.ts';

/** What the signed-in user may do with a tracker of the given account on this screen. */
export interface TrackerPermissions {
  /** Account setting custom_commands_available of the tracker's account (spec 1 §2.6). */
  customCommands: boolean;
  /**
   * Admins and 'all' users of the account, and internal admins (who act as admin), change the tracker's name,
   * note, SLAs and who sees it; a user with specific trackers only looks at them.
   */
  manageSettings: boolean;
}

/**
 * The permissions on the tracker's account. The user's own current account carries its settings; an internal
 * admin looking at another account's tracker reads that account's settings from the server.
 */
export function useTrackerPermissions(accountId: number): TrackerPermissions {
  const { me, access } = useCurrentAccount();
  const ownAccount = access?.account?.id === accountId ? access.account : null;
  const other = useAccount(accountId, ownAccount === null);
  const account = ownAccount ?? other.data ?? null;
  const role = me?.account_roles[accountId] ?? null;
  return {
    customCommands: account !== null && isSettingOn(account, 'custom_commands_available'),
    manageSettings: canManageGroups(role) || me?.is_gpx_admin === true,
  };
}
