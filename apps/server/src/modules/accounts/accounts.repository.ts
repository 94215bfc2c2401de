import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accountSettings, accounts } from '../../db/schema/index.ts';

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
