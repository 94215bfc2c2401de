import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orders, payments, subscriptions } from '../../db/schema/index.ts';

type SubscriptionChange = Partial<
  Pick<typeof subscriptions.$inferInsert, 'status' | 'cancelAt' | 'nextAttemptAt' | 'renewalDate' | 'orderId'>
>;

/** The subscription, locked for the caller's transaction. */
export async function lockSubscriptionRow(tx: Db, id: number) {
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return sub;
}

export async function updateSubscription(tx: Db, id: number, change: SubscriptionChange): Promise<void> {
  await tx.update(subscriptions).set(change).where(eq(subscriptions.id, id));
}

/** The subscription's renewal orders still waiting for their payment, locked (the order before its payments). */
export async function lockUnpaidRenewalOrders(tx: Db, subscriptionId: number): Promise<number[]> {
  const open = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.subscriptionId, subscriptionId),
        eq(orders.kind, 'renewal'),
        inArray(orders.status, ['pending', 'pending-approval']),
      ),
    )
    .for('update');
  return open.map((o) => o.id);
}

/** Whether a payment of these orders is settling (a bank payment on its way). */
export async function anyPaymentSettling(tx: Db, orderIds: number[]): Promise<boolean> {
  const settling = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), eq(payments.status, 'processing')))
    .limit(1);
  return settling.length > 0;
}

/** Withdraws the orders and their payments not yet made: nothing of them is owed any more. */
export async function withdrawOrders(tx: Db, orderIds: number[], now: Date): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'cancelled', updatedAt: now })
    .where(
      and(
        inArray(payments.orderId, orderIds),
        inArray(payments.status, ['scheduled', 'failed', 'requires_action']),
      ),
    );
  await tx.update(orders).set({ status: 'cancelled' }).where(inArray(orders.id, orderIds));
}
