import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  accountSettings,
  accounts,
  deviceUsers,
  devices,
  memberships,
  users,
} from '../../db/schema/index.ts';

export type AccountRow = typeof accounts.$inferSelect;
export type AccountSettingRow = typeof accountSettings.$inferSelect;

export async function findAccountsByIds(db: Db, ids: number[]): Promise<AccountRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(accounts)
    .where(inArray(accounts.id, ids))
    .orderBy(asc(accounts.title), asc(accounts.id));
}

export async function findSettingsOfAccounts(db: Db, ids: number[]): Promise<AccountSettingRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(accountSettings)
    .where(inArray(accountSettings.accountId, ids))
    .orderBy(asc(accountSettings.code));
}

/** Members with the number of the account's trackers each was granted (only meaningful for the devices role). */
export async function listAccountMembers(db: Db, accountId: number) {
  const granted = sql<number>`(
    select count(*)::int from ${deviceUsers}
    inner join ${devices} on ${devices.id} = ${deviceUsers.deviceId}
    where ${deviceUsers.userId} = ${users.id} and ${devices.accountId} = ${accountId}
  )`;
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: memberships.role,
      devicesCount: granted,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.accountId, accountId))
    .orderBy(asc(users.name), asc(users.id));
}

/** Serialises changes to one account's row-level state (e.g. its single API token) inside a transaction. */
export async function lockAccount(db: Db, accountId: number) {
  await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
}

/** Whether the account is a business (B2B) account: groups and the geofences' business fields are theirs. */
export async function isB2bAccount(db: Db, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ b2b: accounts.isB2bAccount })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.b2b ?? false;
}
