import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { payments } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;

/** The schedules of these orders, payment by payment in their order. */
export async function findPayments(db: Db, orderIds: number[]): Promise<PaymentRow[]> {
  if (!orderIds.length) return [];
  return db
    .select()
    .from(payments)
    .where(inArray(payments.orderId, orderIds))
    .orderBy(asc(payments.orderId), asc(payments.number));
}

export async function findPayment(db: Db, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

/**
 * An order's payments, locked until the transaction ends: cancelling waits for a payment intent being made
 * (which locks its payment, decision 0066) and the intent's maker then finds the order cancelled.
 */
export async function lockPayments(db: Db, orderId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.number))
    .for('update');
}

export async function insertPayments(db: Db, rows: NewPaymentRow[]): Promise<void> {
  if (rows.length) await db.insert(payments).values(rows);
}

/** Payments of a cancelled order: none of them is due any more. */
export async function cancelPayments(db: Db, ids: number[]): Promise<void> {
  if (ids.length)
    await db
      .update(payments)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(inArray(payments.id, ids));
}
