import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { devices, planPrices, products, subscriptions } from '../../db/schema/index.ts';

/**
 * The service product and plan price for a period: the subscription's own product's, or with none (a provisioned
 * tracker's subscription) the tracker model's first service product's.
 */
export async function findPlan(tx: Db, productId: number | null, modelId: number, months: 1 | 12) {
  const [plan] = await tx
    .select({ productId: planPrices.productId, price: planPrices.price })
    .from(planPrices)
    .innerJoin(products, eq(products.id, planPrices.productId))
    .where(
      and(
        eq(planPrices.months, months),
        productId === null
          ? and(eq(products.kind, 'service'), eq(products.modelId, modelId))
          : eq(planPrices.productId, productId),
      ),
    )
    .orderBy(products.id)
    .limit(1);
  return plan;
}

/** The reactivation of this subscription still waiting for its payment, if one was asked for. */
export async function findOpenReactivation(tx: Db, subscriptionId: number) {
  const [open] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.reactivatedFromId, subscriptionId), eq(subscriptions.status, 'pending')))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  return open;
}

export async function findTracker(tx: Db, deviceId: number) {
  const [device] = await tx.select().from(devices).where(eq(devices.id, deviceId));
  return device;
}

/** Whether the tracker has a subscription newer than this one in the same account. */
export async function hasNewerSubscription(
  tx: Db,
  old: { id: number; accountId: number },
  deviceId: number,
): Promise<boolean> {
  const [newer] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.deviceId, deviceId),
        eq(subscriptions.accountId, old.accountId),
        gt(subscriptions.id, old.id),
      ),
    )
    .limit(1);
  return !!newer;
}

export async function insertSubscription(tx: Db, row: typeof subscriptions.$inferInsert): Promise<number> {
  const [created] = await tx.insert(subscriptions).values(row).returning({ id: subscriptions.id });
  return created!.id;
}
