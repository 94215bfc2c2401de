import { asc, inArray } from 'drizzle-orm';
import type { PlanMonths, Product } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { planPrices, products } from '../../db/schema/index.ts';

const KIND_ORDER = { hardware: 0, service: 1, 'live-audio': 2, shipping: 3 } as const;

/**
 * Products with their plans (decision 0066): every one (the internal admin's catalogue, hardware first, then
 * services, live audio and shipping, each by title), or those with these ids.
 */
export async function findProducts(db: Db, ids?: number[]): Promise<Product[]> {
  if (ids && !ids.length) return [];
  const [rows, plans] = await Promise.all([
    db
      .select()
      .from(products)
      .where(ids ? inArray(products.id, ids) : undefined)
      .orderBy(asc(products.title), asc(products.id)),
    db
      .select()
      .from(planPrices)
      .where(ids ? inArray(planPrices.productId, ids) : undefined)
      .orderBy(asc(planPrices.months)),
  ]);
  return rows
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind])
    .map((row) => ({
      id: row.id,
      title: row.title,
      sku: row.sku,
      alias: row.alias,
      kind: row.kind,
      thumbnail: row.thumbnail,
      price: row.price,
      model_id: row.modelId,
      plans: plans
        .filter((p) => p.productId === row.id)
        .map((p) => ({ months: p.months as PlanMonths, price: p.price })),
    }));
}
