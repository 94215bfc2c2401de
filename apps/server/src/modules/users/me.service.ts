import { createHmac } from 'node:crypto';
import type { Me } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import type { AuthContext } from '../session/auth.plugin.ts';
import { loadAccounts } from '../accounts/accounts.service.ts';
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
export async function loadMe(db: Db, auth: AuthContext, secret: string): Promise<Me> {
  let memberships = await userMemberships(db, auth.user.id);
  if (auth.tokenAccountId !== null)
    memberships = memberships.filter((m) => m.accountId === auth.tokenAccountId);
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
  };
}
