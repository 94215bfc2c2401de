import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { BILLING_TEXTS } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { forbidden, HttpError, notFound } from '../../http/errors.ts';
import { resolveAccountAccess, type AccountAccess } from '../accounts/account-access.ts';
import { parseRouteId } from '../accounts/route-id.ts';
import { requireAuth } from '../session/auth.plugin.ts';

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found.';
export const BILLING_ADMINS_ONLY = 'Only administrators of the account can change its subscriptions.';

/**
 * Billing is for the roles admin and all (reads) and admin (what moves money: cancel, activate, reactivate); the
 * devices role sees no financial data (decision 0066).
 */
export function requireBillingReader(access: AccountAccess): AccountAccess {
  if (access.role !== 'admin' && access.role !== 'all') throw forbidden(BILLING_TEXTS.billingRoleRefused);
  return access;
}

export function requireBillingAdmin(access: AccountAccess): AccountAccess {
  requireBillingReader(access);
  if (access.role !== 'admin') throw forbidden(BILLING_ADMINS_ONLY);
  return access;
}

/**
 * The subscription named in the path and the caller's access to its account. Another account's subscription answers
 * 404 like one that does not exist, so its id tells a stranger nothing; the account's own devices role gets 403.
 */
export async function accessToSubscription(
  db: Db,
  request: FastifyRequest,
  rawId: string,
): Promise<{ access: AccountAccess; subscriptionId: number }> {
  requireAuth(request);
  const subscriptionId = parseRouteId(rawId);
  if (subscriptionId === null) throw notFound(SUBSCRIPTION_NOT_FOUND);
  const [row] = await db
    .select({ accountId: subscriptions.accountId })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
  try {
    return { access: await resolveAccountAccess(db, request, row.accountId), subscriptionId };
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 403) throw notFound(SUBSCRIPTION_NOT_FOUND);
    throw err;
  }
}
