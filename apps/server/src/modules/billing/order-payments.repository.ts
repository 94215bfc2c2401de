import { and, asc, count, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accounts, orderItems, orders, payments } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PaymentChange = Partial<
  Pick<
    PaymentRow,
    | 'status'
    | 'attempt'
    | 'provider'
    | 'intentId'
    | 'clientSecret'
    | 'methodType'
    | 'paymentMethodId'
    | 'failureMessage'
    | 'paidAt'
  >
>;

/** A payment that is over: nothing charges it again and no outcome moves it. */
export const SETTLED_PAYMENT_STATUSES = ['succeeded', 'cancelled'] as const;

export async function findOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}

export async function findOrderByUuid(db: Db, uuid: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.uuid, uuid)).limit(1);
  return row;
}

/**
 * The order locked for a payment's change. Every billing write locks the order first and its payment second, so
 * two outcomes of one order's payments (or an outcome and a new intent) take turns without deadlocking.
 */
export async function lockOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function lockPayment(db: Db, paymentId: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row;
}

/** The first payment of the order's schedule (renewals and reactivations have only that one). */
export async function firstPayment(db: Db, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.number))
    .limit(1);
  return row;
}

export async function findPayment(db: Db, paymentId: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  return row;
}

/** The payment an intent pays (the intent of its current attempt), unlocked: the caller locks its order first. */
export async function findPaymentByIntent(db: Db, intentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.intentId, intentId)).limit(1);
  return row;
}

/** The order's first payment not yet made: the one Pay Now and a bank payment pay. */
export async function firstUnpaidPayment(db: Db, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), notInArray(payments.status, [...SETTLED_PAYMENT_STATUSES])))
    .orderBy(asc(payments.number))
    .limit(1);
  return row;
}

/**
 * The statuses of the order's other payments that should have been made by now: earlier in the schedule, or
 * due. They decide whether one payment's success makes the whole order paid.
 */
export async function outstandingStatuses(db: Db, payment: PaymentRow, now: Date): Promise<string[]> {
  const rows = await db
    .select({ status: payments.status })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, payment.orderId),
        ne(payments.id, payment.id),
        notInArray(payments.status, [...SETTLED_PAYMENT_STATUSES]),
        sql`(${payments.number} < ${payment.number} or ${payments.dueDate} <= ${now.toISOString()})`,
      ),
    );
  return rows.map((r) => r.status);
}

export async function updatePayment(
  db: Db,
  paymentId: number,
  change: PaymentChange,
  now: Date,
): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({ ...change, updatedAt: now })
    .where(eq(payments.id, paymentId))
    .returning();
  return row!;
}

export async function updateOrderStatus(
  db: Db,
  orderId: number,
  status: OrderRow['status'],
  paidAt?: Date,
): Promise<void> {
  await db
    .update(orders)
    .set({ status, ...(paidAt && { paidAt }) })
    .where(eq(orders.id, orderId));
}

export async function countOrderItems(db: Db, orderId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orderItems).where(eq(orderItems.orderId, orderId));
  return row?.n ?? 0;
}

export interface BillingAccount {
  id: number;
  title: string;
  isB2b: boolean;
}

export async function findBillingAccount(db: Db, accountId: number): Promise<BillingAccount | undefined> {
  const [row] = await db
    .select({ id: accounts.id, title: accounts.title, isB2b: accounts.isB2bAccount })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row;
}
