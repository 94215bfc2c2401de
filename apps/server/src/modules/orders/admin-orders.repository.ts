import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accounts, addresses, memberships, orders, timezones, users } from '../../db/schema/index.ts';
import type { OrderRow } from './orders.repository.ts';

export type NewOrderRow = typeof orders.$inferInsert;

export async function accountExists(db: Db, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return !!row;
}

export async function insertOrder(db: Db, values: NewOrderRow): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

export async function updateOrder(db: Db, id: number, values: Partial<NewOrderRow>): Promise<OrderRow> {
  const [row] = await db.update(orders).set(values).where(eq(orders.id, id)).returning();
  return row!;
}

/** The account's default billing or shipping address, if it has one. */
export async function defaultAddressId(
  db: Db,
  accountId: number,
  category: 'billing' | 'shipping',
): Promise<number | null> {
  const [row] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(
      and(
        eq(addresses.accountId, accountId),
        eq(addresses.category, category),
        eq(addresses.isDefault, true),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** An account's administrators: who is sent an order to approve. */
export interface AccountAdmin {
  userId: number;
  name: string;
  email: string;
  zone: string | null;
}

export async function findAccountAdmins(db: Db, accountId: number): Promise<AccountAdmin[]> {
  return db
    .select({ userId: users.id, name: users.name, email: users.email, zone: timezones.identifier })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(timezones, eq(timezones.id, users.timezoneId))
    .where(and(eq(memberships.accountId, accountId), eq(memberships.role, 'admin')))
    .orderBy(asc(users.id));
}
