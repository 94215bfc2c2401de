import type { Account, AccountRole, Me } from '@lodestar/contracts';

/**
 * The account the app works in: the stored choice when the user still belongs to it, else the first account,
 * else none (internal admins may have no accounts, spec 3 §2.2).
 */
export function pickCurrentAccount<A extends Pick<Account, 'id'>>(
  accounts: readonly A[],
  storedId: number | null | undefined,
): A | null {
  return accounts.find((a) => a.id === storedId) ?? accounts[0] ?? null;
}

/** The user's role in an account, or null when they have none there. */
export function roleInAccount(
  me: Pick<Me, 'account_roles'>,
  accountId: number | null | undefined,
): AccountRole | null {
  if (accountId == null) return null;
  return me.account_roles[String(accountId)] ?? null;
}
