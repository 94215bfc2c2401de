import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accounts, addresses } from '../../db/schema/index.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type NewAddressRow = typeof addresses.$inferInsert;
type Category = AddressRow['category'];

const ofAccount = (accountId: number, category?: Category): SQL | undefined =>
  and(eq(addresses.accountId, accountId), category ? eq(addresses.category, category) : undefined);

/** The account's addresses: defaults first, then the newest. */
export async function listAddresses(
  db: Db,
  accountId: number,
  opts: { category?: Category; limit?: number; offset?: number },
): Promise<AddressRow[]> {
  const query = db
    .select()
    .from(addresses)
    .where(ofAccount(accountId, opts.category))
    .orderBy(addresses.category, desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id))
    .$dynamic();
  if (opts.limit !== undefined) query.limit(opts.limit);
  if (opts.offset) query.offset(opts.offset);
  return query;
}

export async function countAddresses(db: Db, accountId: number, category?: Category): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(ofAccount(accountId, category));
  return row?.n ?? 0;
}

/** The address if it is the account's (another account's is as absent as an unknown one). */
export async function findAddress(db: Db, accountId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.accountId, accountId)))
    .limit(1);
  return row;
}

/**
 * Makes the account's address changes take turns (the account row's lock), so two requests cannot both add the
 * first default or clear each other's.
 */
export async function lockAccountAddresses(db: Db, accountId: number): Promise<void> {
  await db.execute(sql`select 1 from ${accounts} where ${accounts.id} = ${accountId} for update`);
}

export async function insertAddress(db: Db, values: NewAddressRow): Promise<AddressRow> {
  const [row] = await db.insert(addresses).values(values).returning();
  return row!;
}

/** Clears the category's default except on `keep`; first in the transaction that sets a new one. */
export async function clearDefault(
  db: Db,
  accountId: number,
  category: Category,
  keep?: number,
): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(
        ofAccount(accountId, category),
        eq(addresses.isDefault, true),
        keep !== undefined ? ne(addresses.id, keep) : undefined,
      ),
    );
}

export async function setDefault(db: Db, id: number): Promise<AddressRow> {
  const [row] = await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id)).returning();
  return row!;
}

export async function deleteAddress(db: Db, id: number): Promise<void> {
  await db.delete(addresses).where(eq(addresses.id, id));
}

/** The newest address left in the category, which becomes its default when the default is deleted. */
export async function newestAddress(db: Db, accountId: number, category: Category) {
  const [row] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(ofAccount(accountId, category))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  return row;
}
