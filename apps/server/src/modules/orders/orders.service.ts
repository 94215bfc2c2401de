import type { Order, OrderListQuery, PageMeta, Payment } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { includes } from '../../http/include-list.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import { pageMeta } from '../devices/page-meta.ts';
import { requireBillingReader } from './order-access.ts';
import { paymentDto } from './order-dto.ts';
import { findPayments } from './order-payments.repository.ts';
import { orderIncludes, ordersWithParts } from './order-reads.ts';
import { findSubscriptionOrderPage } from './order-subscriptions.repository.ts';
import { findOrderPage, type OrderFilter } from './orders.repository.ts';

/** One page of orders by a filter, newest first, with the parts `include` names. */
export async function orderPage(
  db: Db,
  filter: OrderFilter,
  paging: { page: number; per_page: number },
  include: string | undefined,
): Promise<{ data: Order[]; meta: PageMeta }> {
  const { rows, total } = await findOrderPage(db, filter, {
    limit: paging.per_page,
    offset: (paging.page - 1) * paging.per_page,
  });
  const data = await ordersWithParts(db, rows, orderIncludes(include));
  return { data, meta: pageMeta(paging.page, paging.per_page, total, rows.length) };
}

/**
 * GET /accounts/{id}/orders (the Order History): the account's orders, newest first; carts and drafts only with
 * include=draft, since the customer can neither pay nor open an invoice of them (spec 3 §2.4).
 */
export async function listAccountOrders(db: Db, access: AccountAccess, query: OrderListQuery) {
  requireBillingReader(access);
  const filter = {
    accountId: access.accountId,
    status: query.status,
    withDrafts: includes(query.include, 'draft'),
  };
  return orderPage(db, filter, query, query.include);
}

/** GET /orders/{id}/payments: the order's schedule, first payment first. */
export async function listOrderPayments(db: Db, orderId: number): Promise<Payment[]> {
  return (await findPayments(db, [orderId])).map(paymentDto);
}

/** GET /subscriptions/{id}/orders: the subscription's orders (its sale, renewals, reactivation), newest first. */
export async function listSubscriptionOrders(
  db: Db,
  subscription: { id: number; accountId: number },
  paging: { page: number; per_page: number },
): Promise<{ data: Order[]; meta: PageMeta }> {
  const { rows, total } = await findSubscriptionOrderPage(db, subscription.id, subscription.accountId, {
    limit: paging.per_page,
    offset: (paging.page - 1) * paging.per_page,
  });
  const data = await ordersWithParts(db, rows, {});
  return { data, meta: pageMeta(paging.page, paging.per_page, total, rows.length) };
}
