import { asc, eq, inArray } from 'drizzle-orm';
import type { ProductKind } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { orderItems, products } from '../../db/schema/index.ts';

/** An order line with the product it sells. */
export interface OrderLineRow {
  id: number;
  orderId: number;
  quantity: number;
  /** cents, as sold */
  unitPrice: number;
  months: number | null;
  deviceId: number | null;
  product: {
    id: number;
    title: string;
    sku: string;
    alias: string;
    kind: ProductKind;
    thumbnail: string | null;
  };
}

/** The lines of these orders, in the order they were added. */
export async function findOrderLines(db: Db, orderIds: number[]): Promise<OrderLineRow[]> {
  if (!orderIds.length) return [];
  return db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      months: orderItems.months,
      deviceId: orderItems.deviceId,
      product: {
        id: products.id,
        title: products.title,
        sku: products.sku,
        alias: products.alias,
        kind: products.kind,
        thumbnail: products.thumbnail,
      },
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}

export type NewOrderLine = Omit<typeof orderItems.$inferInsert, 'id'>;

/** A draft's lines replaced by these (composing and editing a draft). */
export async function replaceOrderLines(
  db: Db,
  orderId: number,
  lines: Omit<NewOrderLine, 'orderId'>[],
): Promise<void> {
  await db.delete(orderItems).where(eq(orderItems.orderId, orderId));
  if (lines.length) await db.insert(orderItems).values(lines.map((line) => ({ ...line, orderId })));
}
