import type { FastifyRequest } from 'fastify';
import { BILLING_TEXTS } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { forbidden, HttpError, notFound } from '../../http/errors.ts';
import { canManage, resolveAccountAccess, type AccountAccess } from '../accounts/account-access.ts';
import { parseRouteId } from '../accounts/route-id.ts';
import { requireAuth } from '../session/auth.plugin.ts';
import { findPayment, type PaymentRow } from './order-payments.repository.ts';
import { findOrder, type OrderRow } from './orders.repository.ts';

/**
 * Billing reads are for the account's admins and 'all' members (decision 0066, spec 3 §6); the devices role sees
 * no financial data at all.
 */
export function requireBillingReader(access: AccountAccess): AccountAccess {
  if (!canManage(access)) throw forbidden(BILLING_TEXTS.billingRoleRefused);
  return access;
}

/** A path id, or the same 404 as an unknown object. */
export function routeIdOr404(value: string, message: string): number {
  const id = parseRouteId(value);
  if (id === null) throw notFound(message);
  return id;
}

/**
 * The caller's access to the account an object belongs to: another account's object answers the 404 of an
 * unknown one (its id reveals nothing), the devices role of its own account 403.
 */
export async function accessToAccountOf(
  db: Db,
  request: FastifyRequest,
  accountId: number,
  message: string,
): Promise<AccountAccess> {
  requireAuth(request);
  const access = await resolveAccountAccess(db, request, accountId).catch((err: unknown) => {
    if (err instanceof HttpError && err.statusCode === 403) throw notFound(message);
    throw err;
  });
  return requireBillingReader(access);
}

/** GET /orders/{id}…: the order and the caller's access to it. */
export async function accessToOrder(
  db: Db,
  request: FastifyRequest,
  rawId: string,
): Promise<{ access: AccountAccess; order: OrderRow }> {
  requireAuth(request);
  const order = await findOrder(db, routeIdOr404(rawId, BILLING_TEXTS.orderNotFound));
  if (!order) throw notFound(BILLING_TEXTS.orderNotFound);
  const access = await accessToAccountOf(db, request, order.accountId, BILLING_TEXTS.orderNotFound);
  return { access, order };
}

/** GET /payments/{id}…: the payment, its order and the caller's access to them. */
export async function accessToPayment(
  db: Db,
  request: FastifyRequest,
  rawId: string,
): Promise<{ access: AccountAccess; order: OrderRow; payment: PaymentRow }> {
  requireAuth(request);
  const payment = await findPayment(db, routeIdOr404(rawId, BILLING_TEXTS.paymentNotFound));
  const order = payment ? await findOrder(db, payment.orderId) : undefined;
  if (!payment || !order) throw notFound(BILLING_TEXTS.paymentNotFound);
  const access = await accessToAccountOf(db, request, order.accountId, BILLING_TEXTS.paymentNotFound);
  return { access, order, payment };
}
