import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SubscriptionStatus } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { devices, models, planPrices, subscriptions } from '../../db/schema/index.ts';
import { containsPattern, intArray } from '../positions/positions-write.repository.ts';
import { rowsOf } from '../positions/sql-rows.ts';

/**
 * The service product that prices a subscription: its own, or (for subscriptions made before the catalogue, such
 * as a provisioned tracker's) the first service plan of its tracker's model.
 */
export const serviceProductOf = sql<number | null>`coalesce(${subscriptions.productId}, (
  select p.id from products p where p.kind = 'service' and p.model_id = ${devices.modelId} order by p.id limit 1))`;

const columns = {
  sub: subscriptions,
  device: {
    id: devices.id,
    name: devices.name,
    serial: devices.serial,
    imei: devices.imei,
    accountId: devices.accountId,
  },
  model: { id: models.id, title: models.title, deviceType: models.deviceType, thumbnail: models.thumbnail },
  productId: serviceProductOf,
};

export type SubscriptionRow = {
  sub: typeof subscriptions.$inferSelect;
  device: { id: number; name: string; serial: string; imei: string | null; accountId: number } | null;
  model: { id: number; title: string; deviceType: string; thumbnail: string | null } | null;
  productId: number | null;
};

const withTracker = (db: Db) =>
  db
    .select(columns)
    .from(subscriptions)
    .leftJoin(devices, eq(devices.id, subscriptions.deviceId))
    .leftJoin(models, eq(models.id, devices.modelId));

export interface SubscriptionFilter {
  accountId: number;
  statuses: SubscriptionStatus[] | null;
  query: string | null;
  page: number;
  perPage: number;
}

/** One page of an account's subscriptions, newest first, and how many match. */
export async function listSubscriptions(
  db: Db,
  f: SubscriptionFilter,
): Promise<{ rows: SubscriptionRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(subscriptions.accountId, f.accountId)];
  if (f.statuses) conditions.push(inArray(subscriptions.status, f.statuses));
  if (f.query) {
    const pattern = containsPattern(f.query);
    conditions.push(or(ilike(devices.name, pattern), ilike(devices.serial, pattern)));
  }
  const where = and(...conditions);
  const rows = await withTracker(db)
    .where(where)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(f.perPage)
    .offset((f.page - 1) * f.perPage);
  const [{ total }] = (await db
    .select({ total: count() })
    .from(subscriptions)
    .leftJoin(devices, eq(devices.id, subscriptions.deviceId))
    .where(where)) as [{ total: number }];
  return { rows: rows as SubscriptionRow[], total: Number(total) };
}

export async function findSubscription(db: Db, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await withTracker(db).where(eq(subscriptions.id, id));
  return row as SubscriptionRow | undefined;
}

export interface RecentOrder {
  id: number;
  createdAt: Date;
  months: number | null;
}

/**
 * Each subscription's newest order (the sale that made it, its latest renewal or its reactivation), with the plan
 * period that order bought. Carts and drafts were never sent, so they do not count.
 */
export async function mostRecentOrders(db: Db, subscriptionIds: number[]): Promise<Map<number, RecentOrder>> {
  if (!subscriptionIds.length) return new Map();
  const rows = await rowsOf<{
    subscription_id: number;
    id: number;
    created_at: Date | string;
    months: number | null;
  }>(
    db,
    sql`
    select distinct on (os.subscription_id) os.subscription_id, o.id, o.created_at,
      (select oi.months from order_items oi
        where oi.order_id = o.id and oi.months is not null
        order by (oi.device_id is not distinct from s.device_id) desc, oi.id limit 1) as months
    from order_subscriptions os
    join orders o on o.id = os.order_id
    join subscriptions s on s.id = os.subscription_id
    where os.subscription_id = any(${intArray(subscriptionIds)}) and o.status not in ('cart', 'draft')
    order by os.subscription_id, o.created_at desc, o.id desc`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.subscription_id),
      {
        id: Number(r.id),
        createdAt: new Date(r.created_at),
        months: r.months === null ? null : Number(r.months),
      },
    ]),
  );
}

/** The 1- and 12-month prices of these service products. */
export async function plansOf(
  db: Db,
  productIds: number[],
): Promise<Map<number, { months: 1 | 12; price: number }[]>> {
  const plans = new Map<number, { months: 1 | 12; price: number }[]>();
  if (!productIds.length) return plans;
  const rows = await db
    .select()
    .from(planPrices)
    .where(inArray(planPrices.productId, [...new Set(productIds)]))
    .orderBy(planPrices.productId, planPrices.months);
  for (const row of rows) {
    if (row.months !== 1 && row.months !== 12) continue;
    const list = plans.get(row.productId) ?? [];
    list.push({ months: row.months, price: row.price });
    plans.set(row.productId, list);
  }
  return plans;
}
