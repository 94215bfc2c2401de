import { and, count, desc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orders, orderSubscriptions, subscriptions } from '../../db/schema/index.ts';
import { rowsOf } from '../positions/sql-rows.ts';
import type { OrderRow } from './orders.repository.ts';

/*
 * An order and a subscription belong together (decision 0066) when order_subscriptions pairs them, when the order
 * names the subscription (a renewal's, or the cancelled one a reactivation takes over from), or when the
 * subscription names the order that made it (a paid sale, a reactivation).
 */

/** The subscription's account, or undefined when there is no such subscription. */
export async function findSubscriptionAccount(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ accountId: subscriptions.accountId })
    .from(subscriptions)
    .where(eq(subscriptions.id, id))
    .limit(1);
  return row?.accountId;
}

function ordersOfSubscription(db: Db, subscriptionId: number, accountId: number): SQL | undefined {
  return and(
    eq(orders.accountId, accountId),
    notInArray(orders.status, ['cart', 'draft']),
    or(
      eq(orders.subscriptionId, subscriptionId),
      inArray(
        orders.id,
        db
          .select({ id: orderSubscriptions.orderId })
          .from(orderSubscriptions)
          .where(eq(orderSubscriptions.subscriptionId, subscriptionId)),
      ),
      inArray(
        orders.id,
        db
          .select({ id: subscriptions.orderId })
          .from(subscriptions)
          .where(eq(subscriptions.id, subscriptionId)),
      ),
    ),
  );
}

/** One page of a subscription's orders, newest first. */
export async function findSubscriptionOrderPage(
  db: Db,
  subscriptionId: number,
  accountId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = ordersOfSubscription(db, subscriptionId, accountId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A subscription of an order, with its tracker and its newest order (for the order page's table). */
export interface OrderSubscriptionRow {
  id: number;
  account_id: number;
  status: (typeof subscriptions.$inferSelect)['status'];
  start_at: string | null;
  renewal_date: string | null;
  cancel_at: string | null;
  months: number;
  actual_price: number;
  renewal_months: number;
  renewal_price: number;
  reactivated_from_id: number | null;
  device_id: number | null;
  device_name: string | null;
  device_serial: string | null;
  device_imei: string | null;
  recent_order_id: number | null;
  recent_order_at: string | null;
  recent_order_months: number | null;
}

/** The subscriptions an order made, renews or reactivates, oldest first. */
export async function findOrderSubscriptions(db: Db, order: OrderRow): Promise<OrderSubscriptionRow[]> {
  return rowsOf<OrderSubscriptionRow>(
    db,
    sql`select s.id, s.account_id, s.status, s.start_at, s.renewal_date, s.cancel_at, s.months, s.actual_price,
        s.renewal_months, s.renewal_price, s.reactivated_from_id, d.id as device_id, d.name as device_name,
        d.serial as device_serial, d.imei as device_imei, recent.id as recent_order_id,
        recent.created_at as recent_order_at, recent.months as recent_order_months
      from subscriptions s
      left join devices d on d.id = s.device_id
      left join lateral (
        select o.id, o.created_at,
          (select max(oi.months) from order_items oi where oi.order_id = o.id) as months
        from orders o
        where o.account_id = s.account_id and o.status not in ('cart', 'draft')
          and (o.subscription_id = s.id or o.id = s.order_id
            or o.id in (select os.order_id from order_subscriptions os where os.subscription_id = s.id))
        order by o.created_at desc, o.id desc
        limit 1
      ) recent on true
      where s.account_id = ${order.accountId}
        and (s.order_id = ${order.id}
          or s.id in (select os.subscription_id from order_subscriptions os where os.order_id = ${order.id})
          or s.id = ${order.subscriptionId ?? 0})
      order by s.id`,
  );
}
