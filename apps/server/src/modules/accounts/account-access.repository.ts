import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accounts, deviceUsers, devices, memberships } from '../../db/schema/index.ts';

export async function findMembership(db: Db, accountId: number, userId: number) {
  const [row] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, userId)))
    .limit(1);
  return row;
}

export async function accountExists(db: Db, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return !!row;
}

/** Ids of the account's trackers that a devices-role user was given. */
export async function grantedDeviceIds(db: Db, accountId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: devices.id })
    .from(deviceUsers)
    .innerJoin(devices, eq(devices.id, deviceUsers.deviceId))
    .where(and(eq(deviceUsers.userId, userId), eq(devices.accountId, accountId)));
  return rows.map((r) => r.id);
}

/** What an account API token rests on: its issuer's role in the account and the account's API flag. */
export async function apiTokenStanding(db: Db, accountId: number, userId: number) {
  const [row] = await db
    .select({ role: memberships.role, hasApiAccess: accounts.hasApiAccess })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, userId)))
    .limit(1);
  return row;
}
