import type { Account } from '@lodestar/contracts';
import { useCurrentAccount } from '../../../session/use-current-account.ts';

/**
 * The current account of the rule screens (the guard lets in only accounts with has_rules_engine), and whether
 * the user may change rules: admins, 'all' members and internal admins; the devices role only looks (decision 0050).
 */
export function useRuleAccess(): { account: Account | null; canManage: boolean; timezoneId: number | null } {
  const { me, access } = useCurrentAccount();
  const canManage = access?.isInternalAdmin === true || access?.role === 'admin' || access?.role === 'all';
  return { account: access?.account ?? null, canManage, timezoneId: me?.timezone_id ?? null };
}
