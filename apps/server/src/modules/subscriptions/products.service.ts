import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { BILLING_TEXTS, type Product } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { memberships, products } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { resolveAccountAccess } from '../accounts/account-access.ts';
import { requireAuth } from '../session/auth.plugin.ts';
import { requireBillingReader } from './subscription-access.ts';
import { plansOf } from './subscriptions.repository.ts';

export const PRODUCT_NOT_FOUND = 'Product not found.';

/**
 * Who may read the catalogue (GET /products/{id}): prices are billing data, so those who see some account's billing
 * (an admin or 'all' member anywhere, an internal admin, an account API token) and not a devices-role-only user.
 */
export async function requireCatalogueReader(db: Db, request: FastifyRequest): Promise<void> {
  const auth = requireAuth(request);
  if (auth.tokenAccountId !== null) {
    requireBillingReader(await resolveAccountAccess(db, request, auth.tokenAccountId));
    return;
  }
  if (auth.user.isGpxAdmin && auth.kind !== 'imitation') return;
  const [reader] = await db
    .select({ accountId: memberships.accountId })
    .from(memberships)
    .where(and(eq(memberships.userId, auth.user.id), inArray(memberships.role, ['admin', 'all'])))
    .limit(1);
  if (!reader) throw forbidden(BILLING_TEXTS.billingRoleRefused);
}

/** A product with its plans (a service product has one per period; decision 0066). */
export async function productDetails(db: Db, id: number): Promise<Product> {
  const [p] = await db.select().from(products).where(eq(products.id, id));
  if (!p) throw notFound(PRODUCT_NOT_FOUND);
  const plans = await plansOf(db, [p.id]);
  return {
    id: p.id,
    title: p.title,
    sku: p.sku,
    alias: p.alias,
    kind: p.kind,
    thumbnail: p.thumbnail,
    price: p.price,
    model_id: p.modelId,
    plans: plans.get(p.id) ?? [],
  };
}
