import {
  ACCOUNT_USERS_TEXTS as TEXTS,
  PAGE_SIZES,
  type AccountMember,
  type AccountUsersQuery,
  type PageMeta,
  type UpdateMemberRequest,
} from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound, unprocessable } from '../../http/errors.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import { lockAccount } from '../accounts/accounts.repository.ts';
import { pageMeta } from '../devices/page-meta.ts';
import { foreignDeviceIds } from '../groups/groups.repository.ts';
import { namedIds } from '../groups/tracker-groups.ts';
import {
  clearGrantsInAccount,
  countAccountMembers,
  countAdmins,
  deleteMembership,
  findMemberByEmail,
  findMemberById,
  insertGrants,
  listAccountMembers,
  revokeMemberApiTokens,
  updateMembershipRole,
} from './account-users.repository.ts';

export const USER_NOT_FOUND = 'User not found.';

/** Inviting, editing and removing people is for the account's administrators (spec 3 §6). */
export function requireAccountAdmin(access: AccountAccess, what: string) {
  if (access.role !== 'admin') throw forbidden(TEXTS.onlyAdmins(what));
}

/** The trackers a devices-role member gets: the account's own, no repeats; none for the other roles. */
export async function grantedTrackerIds(
  db: Db,
  accountId: number,
  role: string,
  devices: readonly { id: number }[] | undefined,
): Promise<number[]> {
  if (role !== 'devices') return [];
  const ids = [...new Set((devices ?? []).map((d) => d.id))];
  // the same answer for another account's tracker and for none at all: nothing about other accounts leaks
  const foreign = await foreignDeviceIds(db, accountId, ids);
  if (foreign.length) {
    const message = `These trackers are not in this account: ${namedIds(foreign)}`;
    throw unprocessable(message, { devices: [message] });
  }
  return ids;
}

/** account_id in a body is redundant with the path; when sent it must name the same account. */
export function requireSameAccount(access: AccountAccess, accountId: number | undefined) {
  if (accountId !== undefined && accountId !== access.accountId) {
    const message = 'The account_id does not match this account.';
    throw unprocessable(message, { account_id: [message] });
  }
}

/** The member list is for those who see the whole account; a devices-role member does not. */
export async function listMembers(
  db: Db,
  access: AccountAccess,
  query: AccountUsersQuery,
): Promise<{ data: AccountMember[]; meta?: PageMeta }> {
  if (access.role === 'devices') throw forbidden();
  const search = query.query || undefined;
  const paged = query.page !== undefined || query.per_page !== undefined;
  const page = query.page ?? 1;
  const perPage = query.per_page ?? PAGE_SIZES.tables[0];
  const [rows, total] = await Promise.all([
    listAccountMembers(
      db,
      access.accountId,
      paged ? { search, limit: perPage, offset: (page - 1) * perPage } : { search },
    ),
    paged ? countAccountMembers(db, access.accountId, search) : undefined,
  ]);
  const data = rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role,
    devices_count: r.devicesCount,
  }));
  return total === undefined ? { data } : { data, meta: pageMeta(page, perPage, total, rows.length) };
}

/** Refuses a change that would leave the account without an administrator (caller holds the account lock). */
async function requireAnotherAdmin(db: Db, accountId: number) {
  if ((await countAdmins(db, accountId)) <= 1) throw unprocessable(TEXTS.lastAdmin);
}

/**
 * PUT /accounts/{id}/users: a member's role and trackers. A role other than devices drops their tracker rights in
 * this account; the account's last admin keeps the role. Answers the member's id, whose sockets the caller rechecks.
 */
export async function updateMember(
  db: Db,
  access: AccountAccess,
  input: UpdateMemberRequest,
): Promise<number> {
  requireAccountAdmin(access, 'change user permissions');
  requireSameAccount(access, input.account_id);
  const deviceIds = await grantedTrackerIds(db, access.accountId, input.role, input.devices);
  return db.transaction(async (tx) => {
    // changes to one account's members take turns, so two demotions cannot both see another admin
    await lockAccount(tx, access.accountId);
    const member = await findMemberByEmail(tx, access.accountId, input.email);
    if (!member) throw notFound(USER_NOT_FOUND);
    if (member.role === 'admin' && input.role !== 'admin') await requireAnotherAdmin(tx, access.accountId);
    await updateMembershipRole(tx, access.accountId, member.id, input.role);
    await clearGrantsInAccount(tx, access.accountId, member.id);
    await insertGrants(tx, access.accountId, member.id, deviceIds);
    return member.id;
  });
}

/**
 * DELETE /accounts/{id}/users/{userId}: ends the membership, the tracker rights in this account and the member's
 * API tokens for it. The next request they make for the account is refused; the caller rechecks their sockets.
 */
export async function removeMember(db: Db, access: AccountAccess, userId: number): Promise<void> {
  requireAccountAdmin(access, 'remove users');
  await db.transaction(async (tx) => {
    await lockAccount(tx, access.accountId);
    const member = await findMemberById(tx, access.accountId, userId);
    if (!member) throw notFound(USER_NOT_FOUND);
    if (member.role === 'admin') await requireAnotherAdmin(tx, access.accountId);
    await deleteMembership(tx, access.accountId, userId);
    await clearGrantsInAccount(tx, access.accountId, userId);
    await revokeMemberApiTokens(tx, access.accountId, userId);
  });
}
