import type { Account } from '@lodestar/contracts';
import { canManageGroups } from '@lodestar/domain';
import { useCurrentAccount } from '../../../session/use-current-account.ts';

/**
 * The current account and whether the user may create, edit and delete groups and change their trackers
 * (roles admin and all, spec 1 §6). The guard lets only B2B accounts in, so the account is there.
 */
export function useGroupAccess(): { account: Account | null; canManage: boolean } {
  const { access } = useCurrentAccount();
  return { account: access?.account ?? null, canManage: canManageGroups(access?.role) };
}
