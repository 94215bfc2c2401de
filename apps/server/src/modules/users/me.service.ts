import { createHmac } from 'node:crypto';
import type { Me } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import type { AuthContext } from '../session/auth.plugin.ts';
import { loadAccounts } from '../accounts/accounts.service.ts';
import { accountExists } from '../accounts/account-access.repository.ts';
import { countGrantedDevices, findUserName, userMemberships } from './users.repository.ts';
import { toUserDto } from './user-dto.ts';

/**
 * Lets the help chat widget trust the user id it is given: only the server knows APP_SECRET, so a visitor cannot
 * claim another user's chat history by editing the id in the page.
 */
export function chatIdentityHash(userId: number, secret: string): string {
  return createHmac('sha256', secret).update(String(userId)).digest('hex');
}

/**
 * GET /api/me: the caller with every account they belong to (full, so the web app can gate routes on flags and
 * settings), their role per account and, during an imitation, who is acting. An account API token sees only its account.
 */
export async function loadMe(db: Db, auth: AuthContext, secret: string, openedAccount?: string): Promise<Me> {
  let memberships = await userMemberships(db, auth.user.id);
  if (auth.tokenAccountId !== null)
    memberships = memberships.filter((m) => m.accountId === auth.tokenAccountId);
  // an internal admin (as themselves) who opened another account works in it as its admin would (decision 0031)
  const opened = Number(openedAccount);
  if (
    auth.user.isGpxAdmin &&
    auth.kind === 'session' &&
    Number.isInteger(opened) &&
    opened > 0 &&
    opened <= 2_147_483_647 &&
    !memberships.some((m) => m.accountId === opened) &&
    (await accountExists(db, opened))
  )
    memberships = [...memberships, { accountId: opened, role: 'admin' as const }];
  const [accounts, devicesCount, actingAdmin] = await Promise.all([
    loadAccounts(
      db,
      memberships.map((m) => m.accountId),
    ),
    countGrantedDevices(db, auth.user.id),
    auth.kind === 'imitation' && auth.actingAdminId !== null
      ? findUserName(db, auth.actingAdminId)
      : undefined,
  ]);
  return {
    ...toUserDto(auth.user, devicesCount),
    accounts,
    account_roles: Object.fromEntries(memberships.map((m) => [String(m.accountId), m.role])),
    imitated_by: actingAdmin ? { id: actingAdmin.id, name: actingAdmin.name } : null,
    chat_identity_hash: chatIdentityHash(auth.user.id, secret),
    email_confirmed: auth.user.emailConfirmedAt !== null,
  };
}
