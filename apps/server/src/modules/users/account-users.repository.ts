import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { deviceUsers, devices, memberships, sessions, users } from '../../db/schema/index.ts';
import { containsPattern, intArray } from '../positions/positions-write.repository.ts';
import type { AccountRole } from '@lodestar/contracts';

/** Members of the account matching a search on name or e-mail (any case). */
function membersWhere(accountId: number, search?: string): SQL {
  const inAccount = eq(memberships.accountId, accountId);
  if (!search) return inAccount;
  const pattern = containsPattern(search);
  return and(inAccount, or(ilike(users.name, pattern), ilike(users.email, pattern)))!;
}

/** Members with the number of the account's trackers each was granted (only meaningful for the devices role). */
export async function listAccountMembers(
  db: Db,
  accountId: number,
  opts: { search?: string; limit?: number; offset?: number } = {},
) {
  const granted = sql<number>`(
    select count(*)::int from ${deviceUsers}
    inner join ${devices} on ${devices.id} = ${deviceUsers.deviceId}
    where ${deviceUsers.userId} = ${users.id} and ${devices.accountId} = ${accountId}
  )`;
  const query = db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: memberships.role,
      devicesCount: granted,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(membersWhere(accountId, opts.search))
    .orderBy(asc(users.name), asc(users.id));
  return opts.limit === undefined ? query : query.limit(opts.limit).offset(opts.offset ?? 0);
}

export async function countAccountMembers(db: Db, accountId: number, search?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(membersWhere(accountId, search));
  return row?.n ?? 0;
}

/** The account's member with this e-mail address (any case), with their role. */
export async function findMemberByEmail(db: Db, accountId: number, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.accountId, accountId), eq(sql`lower(${users.email})`, email.toLowerCase())))
    .limit(1);
  return row;
}

export async function findMemberById(db: Db, accountId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, userId)))
    .limit(1);
  return row;
}

export async function countAdmins(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.accountId, accountId), eq(memberships.role, 'admin')));
  return row?.n ?? 0;
}

export async function insertMembership(db: Db, accountId: number, userId: number, role: AccountRole) {
  await db.insert(memberships).values({ accountId, userId, role }).onConflictDoNothing();
}

export async function updateMembershipRole(db: Db, accountId: number, userId: number, role: AccountRole) {
  await db
    .update(memberships)
    .set({ role })
    .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, userId)));
}

export async function deleteMembership(db: Db, accountId: number, userId: number) {
  await db
    .delete(memberships)
    .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, userId)));
}

/** Drops every tracker right the user has on this account's trackers (their rights elsewhere stay). */
export async function clearGrantsInAccount(db: Db, accountId: number, userId: number) {
  await db
    .delete(deviceUsers)
    .where(
      and(
        eq(deviceUsers.userId, userId),
        inArray(
          deviceUsers.deviceId,
          db.select({ id: devices.id }).from(devices).where(eq(devices.accountId, accountId)),
        ),
      ),
    );
}

/**
 * Gives the user those of these trackers that are the account's now (checked on invite; a tracker moved to another
 * account before the invitation was accepted is left out).
 */
export async function insertGrants(db: Db, accountId: number, userId: number, deviceIds: readonly number[]) {
  if (!deviceIds.length) return;
  await db.execute(sql`insert into ${deviceUsers} (device_id, user_id)
    select d.id, ${userId}::int from ${devices} d
    where d.account_id = ${accountId} and d.id = any(${intArray(deviceIds)})
    on conflict do nothing`);
}

/** Revokes the user's API tokens for this account: a removed member's integration stops at once. */
export async function revokeMemberApiTokens(db: Db, accountId: number, userId: number, now = new Date()) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.accountId, accountId),
        eq(sessions.userId, userId),
        eq(sessions.kind, 'api'),
        sql`${sessions.revokedAt} is null`,
      ),
    );
}

/** Trackers granted to the user in these accounts (what a devices-role member sees there). */
export async function countGrantedIn(db: Db, userId: number, accountIds: number[]): Promise<number> {
  if (!accountIds.length) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(deviceUsers)
    .innerJoin(devices, eq(devices.id, deviceUsers.deviceId))
    .where(and(eq(deviceUsers.userId, userId), inArray(devices.accountId, accountIds)));
  return row?.n ?? 0;
}
