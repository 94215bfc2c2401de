import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  orderItems,
  orderSubscriptions,
  planPrices,
  products,
  subscriptions,
} from '../../db/schema/index.ts';

/**
 * A paid sale makes one 'pending' subscription per tracker bought (decision 0066): each service line's quantity is
 * its trackers, priced by the line (what was paid) and renewing at the plan's current price for its period. They
 * wait for their trackers (device null until provisioning assigns one, unless the line named one) and start when
 * the tracker first reports (the lifecycle job). Made once per order: a monthly sale's later instalments find them.
 */
export async function createSaleSubscriptions(
  tx: Db,
  order: { id: number; accountId: number },
): Promise<number[]> {
  const [made] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.orderId, order.id))
    .limit(1);
  if (made) return [];
  const lines = await tx
    .select({
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      months: orderItems.months,
      deviceId: orderItems.deviceId,
      planPrice: planPrices.price,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(
      planPrices,
      and(eq(planPrices.productId, orderItems.productId), eq(planPrices.months, orderItems.months)),
    )
    .where(and(eq(orderItems.orderId, order.id), eq(products.kind, 'service')))
    .orderBy(orderItems.id);
  const rows = lines.flatMap((line) => {
    const months = line.months ?? 1;
    const one = {
      accountId: order.accountId,
      deviceId: line.deviceId,
      productId: line.productId,
      orderId: order.id,
      status: 'pending' as const,
      months,
      renewalMonths: months,
      actualPrice: line.unitPrice,
      renewalPrice: line.planPrice ?? line.unitPrice,
    };
    return Array.from({ length: line.deviceId === null ? line.quantity : 1 }, () => one);
  });
  if (!rows.length) return [];
  const inserted = await tx.insert(subscriptions).values(rows).returning({ id: subscriptions.id });
  await tx
    .insert(orderSubscriptions)
    .values(inserted.map((s) => ({ orderId: order.id, subscriptionId: s.id })));
  return inserted.map((s) => s.id);
}
