import { and, count, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { accounts, orders, users } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;

/** Which orders a table shows: one account's or all, one status or any, with or without carts and drafts. */
export interface OrderFilter {
  accountId?: number;
  status?: OrderStatus;
  withDrafts: boolean;
}

const UNSENT: OrderStatus[] = ['cart', 'draft'];

function where(filter: OrderFilter): SQL | undefined {
  return and(
    filter.accountId !== undefined ? eq(orders.accountId, filter.accountId) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.withDrafts ? undefined : notInArray(orders.status, UNSENT),
  );
}

/** One page of orders, newest first (the account index's order), and how many match in all. */
export async function findOrderPage(
  db: Db,
  filter: OrderFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where(filter))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(orders).where(where(filter)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findOrder(db: Db, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/** The order, locked until the transaction ends: edits, sending and cancelling take turns on it. */
export async function lockOrder(db: Db, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function findOrderByUuid(db: Db, uuid: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.uuid, uuid)).limit(1);
  return row;
}

/** What an order shows of its account (the public page shows nothing more), and its brand. */
export interface AccountBrief {
  id: number;
  title: string;
  isB2bAccount: boolean;
  usesGpxApp: boolean;
}

export async function findAccountBriefs(db: Db, ids: number[]): Promise<Map<number, AccountBrief>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: accounts.id,
      title: accounts.title,
      isB2bAccount: accounts.isB2bAccount,
      usesGpxApp: accounts.usesGpxApp,
    })
    .from(accounts)
    .where(inArray(accounts.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The names of the internal admins who composed orders. */
export async function findUserNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
