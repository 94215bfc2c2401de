import type { AccountRole, UserDetails } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { findAccountsByIds } from '../accounts/accounts.repository.ts';
import type { AuthContext } from '../session/auth.plugin.ts';
import { countGrantedIn } from './account-users.repository.ts';
import { USER_NOT_FOUND } from './account-users.service.ts';
import { toUserDto } from './user-dto.ts';
import { findUserById, userMemberships } from './users.repository.ts';

type Membership = { accountId: number; role: AccountRole };

/** Internal admins signed in as themselves see everyone; others only through accounts they see whole. */
const seesEveryone = (auth: AuthContext) => auth.user.isGpxAdmin && auth.kind === 'session';

/**
 * The target's memberships the caller may know about: all of them for the user themself and internal admins;
 * otherwise those in accounts where the caller is admin or all (spec 3 §7 GET /users/{id}). An account API token
 * sees only its account.
 */
async function visibleMemberships(db: Db, auth: AuthContext, userId: number): Promise<Membership[]> {
  let theirs = await userMemberships(db, userId);
  if (auth.tokenAccountId !== null) theirs = theirs.filter((m) => m.accountId === auth.tokenAccountId);
  if (userId === auth.user.id || seesEveryone(auth)) return theirs;
  const mine = await userMemberships(db, auth.user.id);
  const managed = new Set(mine.filter((m) => m.role !== 'devices').map((m) => m.accountId));
  return theirs.filter((m) => managed.has(m.accountId));
}

/** GET /users/{id}: the user, the accounts the caller shares with them, their roles and trackers granted there. */
export async function getUserDetails(db: Db, auth: AuthContext, userId: number): Promise<UserDetails> {
  const user = await findUserById(db, userId);
  // the same 404 for someone the caller shares no account with as for no one: the call finds nobody
  if (!user) throw notFound(USER_NOT_FOUND);
  const shown = await visibleMemberships(db, auth, userId);
  if (!shown.length && userId !== auth.user.id && !seesEveryone(auth)) throw notFound(USER_NOT_FOUND);
  const ids = shown.map((m) => m.accountId);
  const [accounts, devicesCount] = await Promise.all([
    findAccountsByIds(db, ids),
    countGrantedIn(db, userId, ids),
  ]);
  return {
    ...toUserDto(user, devicesCount),
    accounts: accounts.map((a) => ({ id: a.id, title: a.title })),
    account_roles: Object.fromEntries(shown.map((m) => [String(m.accountId), m.role])),
  };
}

/**
 * GET /users/{id}/devices?account_id=: the member's trackers in one account, for the Edit User dialog. The user
 * themself, the account's admin and all members and internal admins may ask; the devices role may not.
 */
export async function requireMemberDevicesReader(
  db: Db,
  auth: AuthContext,
  accountId: number,
  userId: number,
): Promise<void> {
  if (auth.tokenAccountId !== null && auth.tokenAccountId !== accountId) throw forbidden();
  const mine = (await userMemberships(db, auth.user.id)).find((m) => m.accountId === accountId);
  const allowed = userId === auth.user.id || seesEveryone(auth) || (mine && mine.role !== 'devices');
  if (!allowed) throw forbidden();
  const theirs = await userMemberships(db, userId);
  if (!theirs.some((m) => m.accountId === accountId)) throw notFound(USER_NOT_FOUND);
}
