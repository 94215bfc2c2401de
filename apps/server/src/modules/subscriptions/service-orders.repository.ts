import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { orderSummary } from '@lodestar/domain';
import type { Db } from '../../db/database.ts';
import type { AddressSnapshot } from '../../db/schema/billing-types.ts';
import { addresses, orderItems, orders, orderSubscriptions, payments } from '../../db/schema/index.ts';
import { enqueueCharge } from '../billing/enqueue-charge.ts';
import { subscriptionEffects } from './subscription-effects-impl.ts';

/** What a subscription's own order (a renewal or a reactivation) is made of. */
export interface ServiceOrder {
  kind: 'renewal' | 'reactivation';
  accountId: number;
  /** orders.subscription_id: the subscription renewed, or the cancelled one reactivated */
  subscriptionId: number;
  /** the subscription the order pays for (order_subscriptions): the renewed one, or the reactivation's new one */
  paysFor: number;
  /** a renewal: the start of the period it pays for (one renewal order per subscription and period) */
  periodStart: Date | null;
  productId: number;
  deviceId: number | null;
  months: number;
  /** the plan price in cents */
  price: number;
  taxRateBps: number;
  now: Date;
}

/**
 * The tax rate a subscription's own orders charge: the rate of the newest sent order that paid for it (its sale, a
 * renewal, its reactivation), or of the subscription it reactivated; 0 when none had one.
 */
export async function taxRateFor(tx: Db, subscriptionIds: number[]): Promise<number> {
  if (!subscriptionIds.length) return 0;
  // the two ways an order names a subscription, each read through its own index: one `or` across the join
  // would read every order ever made (measured by the billing-renewal-sweep bench item)
  const linked = tx
    .select({ id: orderSubscriptions.orderId })
    .from(orderSubscriptions)
    .where(inArray(orderSubscriptions.subscriptionId, subscriptionIds));
  const named = tx.select({ id: orders.id }).from(orders).where(inArray(orders.subscriptionId, subscriptionIds));
  const [row] = await tx
    .select({ rate: orders.taxRateBps })
    .from(orders)
    .where(
      and(
        sql`${orders.id} in (${linked} union all ${named})`,
        sql`${orders.status} not in ('cart', 'draft')`,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row?.rate ?? 0;
}

/** The account's default billing address as an order keeps it (its invoice never changes after). */
async function billingSnapshot(tx: Db, accountId: number): Promise<AddressSnapshot | null> {
  const [a] = await tx
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.accountId, accountId),
        eq(addresses.category, 'billing'),
        eq(addresses.isDefault, true),
      ),
    );
  if (!a) return null;
  const { id, line1, line2, city, state, zip, country, phone } = a;
  return {
    id,
    first_name: a.firstName,
    last_name: a.lastName,
    line1,
    line2,
    city,
    state,
    zip,
    country,
    phone,
  };
}

/**
 * Makes a renewal or reactivation order in the caller's transaction: up-front, one service line for the tracker,
 * one payment of the grand total due now (attempt 1), linked to the subscription it pays for (decision 0066);
 * `chargeServiceOrder` then charges it. A renewal for a period that already has its order makes nothing (the unique
 * index orders_one_renewal_per_period_idx: another instance got there first) and answers null.
 */
export async function createServiceOrder(
  tx: Db,
  o: ServiceOrder,
): Promise<{ orderId: number; paymentId: number; amount: number } | null> {
  const billingAddress = await billingSnapshot(tx, o.accountId);
  const [order] = await tx
    .insert(orders)
    .values({
      accountId: o.accountId,
      kind: o.kind,
      status: 'pending',
      billingTerm: 'up-front',
      paymentTerm: 1,
      taxRateBps: o.taxRateBps,
      billingAddressId: billingAddress?.id ?? null,
      billingAddress,
      subscriptionId: o.subscriptionId,
      periodStart: o.periodStart,
      createdAt: o.now,
      sentAt: o.now,
    })
    .onConflictDoNothing({
      target: [orders.subscriptionId, orders.periodStart],
      where: sql`kind = 'renewal'`,
    })
    .returning({ id: orders.id });
  if (!order) return null;
  await tx.insert(orderItems).values({
    orderId: order.id,
    productId: o.productId,
    quantity: 1,
    unitPrice: o.price,
    months: o.months,
    deviceId: o.deviceId,
  });
  await tx.insert(orderSubscriptions).values({ orderId: order.id, subscriptionId: o.paysFor });
  const amount = orderSummary({
    lines: [{ kind: 'service', unitPrice: o.price, quantity: 1 }],
    promo: null,
    shippingTotal: 0,
    taxRateBps: o.taxRateBps,
  }).grand_total;
  const [payment] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      number: 1,
      amount,
      dueDate: o.now,
      attempt: 1,
      createdAt: o.now,
      updatedAt: o.now,
    })
    .returning({ id: payments.id });
  return { orderId: order.id, paymentId: payment!.id, amount };
}

/**
 * Charges a service order's payment off session through the outbox (`payment-charge`, claimed by one instance,
 * keyed per attempt), in the transaction that made it due. A plan of $0 cannot be charged (no provider takes a
 * $0 charge): it is paid as it is made.
 */
export async function chargeServiceOrder(
  tx: Db,
  made: { orderId: number; paymentId: number; amount: number },
  now: Date,
): Promise<void> {
  if (made.amount > 0) return enqueueCharge(tx, { paymentId: made.paymentId, attempt: 1 });
  await tx
    .update(payments)
    .set({ status: 'succeeded', paidAt: now, updatedAt: now })
    .where(eq(payments.id, made.paymentId));
  await tx.update(orders).set({ status: 'paid', paidAt: now }).where(eq(orders.id, made.orderId));
  await subscriptionEffects.orderPaid(tx, made.orderId, now);
}
