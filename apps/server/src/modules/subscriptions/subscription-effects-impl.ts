import { and, eq } from 'drizzle-orm';
import { addMonths } from '@lodestar/domain';
import type { Db } from '../../db/database.ts';
import { orders, subscriptions } from '../../db/schema/index.ts';
import type { BrandLinks } from '../../http/brand-links.ts';
import { renewalFailed, renewalPaid } from './renewal-outcome.ts';
import { createSaleSubscriptions } from './sale-subscriptions.ts';
import type { SubscriptionEffects } from './subscription-effects.ts';
import { noticeItems, queueSubscriptionNotice } from './subscription-notices.ts';

async function findOrder(tx: Db, orderId: number) {
  const [order] = await tx
    .select({
      id: orders.id,
      kind: orders.kind,
      accountId: orders.accountId,
      subscriptionId: orders.subscriptionId,
      periodStart: orders.periodStart,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order;
}

/** A reactivation was paid: its new subscription is active from now for the months it bought. */
async function reactivationPaid(tx: Db, links: BrandLinks | null, orderId: number, now: Date): Promise<void> {
  const [sub] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.orderId, orderId), eq(subscriptions.status, 'pending')))
    .for('update');
  if (!sub) return;
  const renewalDate = addMonths(now, sub.months);
  await tx
    .update(subscriptions)
    .set({
      status: 'active',
      startAt: now,
      renewalDate,
      dunningAttempts: 0,
      nextAttemptAt: null,
      cancelAt: null,
    })
    .where(eq(subscriptions.id, sub.id));
  await queueSubscriptionNotice(tx, links, {
    accountId: sub.accountId,
    kind: 'reactivated',
    items: await noticeItems(tx, [sub.id], () => [renewalDate]),
    key: `${sub.id}:order-${orderId}`,
  });
}

/**
 * What a payment's outcome does to subscriptions (the SubscriptionEffects interface; decision 0068). `links` are
 * the brand addresses its notices link to (null: the notices carry the path alone).
 */
export function createSubscriptionEffects(links: BrandLinks | null): SubscriptionEffects {
  return {
    async orderPaid(tx, orderId, now) {
      const order = await findOrder(tx, orderId);
      if (!order) return;
      if (order.kind === 'sale') await createSaleSubscriptions(tx, order);
      else if (order.kind === 'renewal') await renewalPaid(tx, links, order, now);
      else await reactivationPaid(tx, links, orderId, now);
    },
    async paymentFailed(tx, orderId) {
      const order = await findOrder(tx, orderId);
      // a sale or a reactivation stays payable and its subscriptions as they were; the billing mail tells the admins
      if (order?.kind === 'renewal') await renewalFailed(tx, links, order);
    },
  };
}

let configured = createSubscriptionEffects(null);

/**
 * Sets the links the notices carry (billingLifecyclePlugin, at start-up, from the config). The payment outcome
 * calls the exported `subscriptionEffects` without a config of its own, so the links are kept here.
 */
export function configureSubscriptionEffects(links: BrandLinks): void {
  configured = createSubscriptionEffects(links);
}

/** The effects the payment outcome (modules/billing) calls inside its transaction. */
export const subscriptionEffects: SubscriptionEffects = {
  orderPaid: (tx, orderId, now) => configured.orderPaid(tx, orderId, now),
  paymentFailed: (tx, orderId, now) => configured.paymentFailed(tx, orderId, now),
};
