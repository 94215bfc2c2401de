import type { AdminOrder, AdminOrderListQuery, DraftOrderBody, PageMeta } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { accountExists, insertOrder, updateOrder } from './admin-orders.repository.ts';
import { findProducts } from './admin-products.repository.ts';
import { draftFields } from './draft-fields.ts';
import { priceDraftLines } from './draft-pricing.ts';
import { replaceOrderLines } from './order-lines.repository.ts';
import { orderIncludes, ordersWithParts } from './order-reads.ts';
import { pageMeta } from '../devices/page-meta.ts';
import { findOrder, findOrderPage, findUserNames, lockOrder, type OrderRow } from './orders.repository.ts';

export const ADMIN_ORDER_TEXTS = {
  notFound: 'Order not found.',
  accountNotFound: 'Account not found.',
  onlyDrafts: (status: string) => `Only a draft order can be changed; this one is ${status}.`,
} as const;

const EVERYTHING = orderIncludes(
  'orderItemsCount,account,billingAddress,shippingAddress,invoiceItems,payments',
);

/** Orders as the internal admin sees them: the customer's view with every part, and how the draft was composed. */
export async function adminOrders(db: Db, rows: OrderRow[], full = true): Promise<AdminOrder[]> {
  const [orders, names] = await Promise.all([
    ordersWithParts(db, rows, full ? EVERYTHING : orderIncludes('orderItemsCount,account')),
    findUserNames(
      db,
      rows.flatMap((r) => (r.createdBy === null ? [] : [r.createdBy])),
    ),
  ]);
  return rows.map((row, i) => ({
    ...orders[i]!,
    tax_rate_bps: row.taxRateBps,
    billing_address_id: row.billingAddressId,
    shipping_address_id: row.shippingAddressId,
    created_by:
      row.createdBy === null ? null : { id: row.createdBy, name: names.get(row.createdBy) ?? 'Deleted user' },
  }));
}

export async function adminOrder(db: Db, orderId: number): Promise<AdminOrder> {
  const row = await findOrder(db, orderId);
  if (!row) throw notFound(ADMIN_ORDER_TEXTS.notFound);
  return (await adminOrders(db, [row]))[0]!;
}

/** GET /admin/orders: every account's orders, drafts included, newest first. */
export async function listAdminOrders(
  db: Db,
  query: AdminOrderListQuery,
): Promise<{ data: AdminOrder[]; meta: PageMeta }> {
  const { rows, total } = await findOrderPage(
    db,
    { accountId: query.account_id, status: query.status, withDrafts: true },
    { limit: query.per_page, offset: (query.page - 1) * query.per_page },
  );
  const data = await adminOrders(db, rows, false);
  return { data, meta: pageMeta(query.page, query.per_page, total, rows.length) };
}

/** POST /admin/accounts/{id}/orders: a draft sale for the account, priced from the catalogue now. */
export async function createDraftOrder(
  db: Db,
  author: { userId: number },
  accountId: number,
  body: DraftOrderBody,
): Promise<AdminOrder> {
  if (!(await accountExists(db, accountId))) throw notFound(ADMIN_ORDER_TEXTS.accountNotFound);
  const fields = await draftFields(db, accountId, body);
  const catalogue = await findProducts(db, [...new Set(body.items.map((i) => i.product_id))]);
  const lines = priceDraftLines(body.items, catalogue);
  const row = await db.transaction(async (tx) => {
    const order = await insertOrder(tx, { ...fields, accountId, status: 'draft', createdBy: author.userId });
    await replaceOrderLines(tx, order.id, lines);
    return order;
  });
  return adminOrder(db, row.id);
}

/** PUT /admin/orders/{id}: the draft composed again from the body; a sent order never changes (409). */
export async function updateDraftOrder(db: Db, orderId: number, body: DraftOrderBody): Promise<AdminOrder> {
  const existing = await findOrder(db, orderId);
  if (!existing) throw notFound(ADMIN_ORDER_TEXTS.notFound);
  const fields = await draftFields(db, existing.accountId, body);
  const catalogue = await findProducts(db, [...new Set(body.items.map((i) => i.product_id))]);
  const lines = priceDraftLines(body.items, catalogue);
  await db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!row) throw notFound(ADMIN_ORDER_TEXTS.notFound);
    if (row.status !== 'draft') throw conflict(ADMIN_ORDER_TEXTS.onlyDrafts(row.status));
    await updateOrder(tx, orderId, fields);
    await replaceOrderLines(tx, orderId, lines);
  });
  return adminOrder(db, orderId);
}
