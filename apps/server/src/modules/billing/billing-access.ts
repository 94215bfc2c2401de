import type { FastifyRequest } from 'fastify';
import { BILLING_TEXTS, PAYMENT_TEXTS, type OrderStatus } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { forbidden, HttpError, notFound } from '../../http/errors.ts';
import { resolveAccountAccess, type AccountAccess } from '../accounts/account-access.ts';
import { parseRouteId } from '../accounts/route-id.ts';
import { requireAuth } from '../session/auth.plugin.ts';
import {
  findOrder,
  findOrderByUuid,
  findPaymentByIntent,
  type OrderRow,
} from './order-payments.repository.ts';

/**
 * Money moves only for the account's admins (decision 0066): paying and payment methods. The devices role sees
 * no billing at all; the 'all' role reads orders and subscriptions (the orders module) but does not pay.
 * Internal admins act as admins, and so does the account's API token.
 */
export function requireBillingAdmin(access: AccountAccess): void {
  if (access.role === 'devices') throw forbidden(BILLING_TEXTS.billingRoleRefused);
  if (access.role !== 'admin') throw forbidden(PAYMENT_TEXTS.adminsOnly);
}

/**
 * The caller's access to another object's account, named by the object rather than the path: an account the
 * caller cannot reach answers the object's 404, so ids of other accounts reveal nothing.
 */
export async function accessHiding(
  db: Db,
  request: FastifyRequest,
  accountId: number,
  missing: string,
): Promise<AccountAccess> {
  try {
    return await resolveAccountAccess(db, request, accountId);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 403) throw notFound(missing);
    throw err;
  }
}

/** The order in the path, for an admin of its account (401 without a session, 404 for another's, 403 by role). */
export async function orderForAdmin(
  db: Db,
  request: FastifyRequest,
  rawId: string,
): Promise<{ access: AccountAccess; order: OrderRow }> {
  requireAuth(request);
  const id = parseRouteId(rawId);
  const order = id === null ? undefined : await findOrder(db, id);
  if (!order) throw notFound(BILLING_TEXTS.orderNotFound);
  const access = await accessHiding(db, request, order.accountId, BILLING_TEXTS.orderNotFound);
  requireBillingAdmin(access);
  return { access, order };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Orders the customer was sent, as the approve page shows them (a cart, draft or cancelled order has none). */
const SENT: readonly OrderStatus[] = ['pending-approval', 'pending', 'ach-requested', 'paid'];

/**
 * The order an approve link names: its uuid is the capability, no session needed. Unknown, malformed and unsent
 * uuids answer the same 404 as GET /public-orders/{uuid}.
 */
export async function orderByLink(db: Db, uuid: string): Promise<OrderRow> {
  const order = UUID.test(uuid) ? await findOrderByUuid(db, uuid.toLowerCase()) : undefined;
  if (!order || !SENT.includes(order.status)) throw notFound(BILLING_TEXTS.notFound);
  return order;
}

/** Provider ids (pi_…, seti_…) as they can appear in a path; anything else names nothing. */
export const isProviderId = (value: string): boolean => /^[A-Za-z0-9_-]{1,100}$/.test(value);

/** The order a payment intent pays, for an admin of its account; an unknown intent is a 404. */
export async function orderOfIntentForAdmin(
  db: Db,
  request: FastifyRequest,
  intentId: string,
): Promise<OrderRow> {
  requireAuth(request);
  const payment = isProviderId(intentId) ? await findPaymentByIntent(db, intentId) : undefined;
  const order = payment && (await findOrder(db, payment.orderId));
  if (!order) throw notFound(BILLING_TEXTS.paymentNotFound);
  requireBillingAdmin(await accessHiding(db, request, order.accountId, BILLING_TEXTS.paymentNotFound));
  return order;
}
