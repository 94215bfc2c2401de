import type { Account, AccountRole, Me } from '@lodestar/contracts';
import { pickCurrentAccount, roleInAccount } from './current-account.ts';

/** What the navigation rules need to know about the signed-in user in the current account. */
export interface AccessContext {
  /** The current account, or null for an internal admin without accounts. */
  account: Account | null;
  /** The user's role in the current account. */
  role: AccountRole | null;
  /** Internal admin (is_gpx_admin). */
  isInternalAdmin: boolean;
}

/** Builds the access context from GET /me and the stored account choice. */
export function accessContextFor(
  me: Pick<Me, 'accounts' | 'account_roles' | 'is_gpx_admin'>,
  storedAccountId: number | null | undefined,
): AccessContext {
  const account = pickCurrentAccount(me.accounts, storedAccountId);
  return { account, role: roleInAccount(me, account?.id), isInternalAdmin: me.is_gpx_admin };
}
