import type { FastifyRequest } from 'fastify';
import { RULE_TEXTS } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { resolveAccountAccess, type AccountAccess } from '../accounts/account-access.ts';
import { parseRouteId } from '../accounts/route-id.ts';
import { requireAuth } from '../session/auth.plugin.ts';
import { findRuleAccount } from './rules.repository.ts';

/** The caller's access to the account named in a query or body (401 without a session, 403 without access). */
export function accessToAccount(db: Db, request: FastifyRequest, accountId: number): Promise<AccountAccess> {
  requireAuth(request);
  return resolveAccountAccess(db, request, accountId);
}

/**
 * The rule id in the path and the caller's access to its account. A rule of an account the caller cannot reach
 * answers 404 like a rule that does not exist, so rule ids of other accounts reveal nothing.
 */
export async function accessToRule(
  db: Db,
  request: FastifyRequest,
  rawId: string,
): Promise<{ access: AccountAccess; ruleId: number }> {
  requireAuth(request);
  const ruleId = parseRouteId(rawId);
  if (ruleId === null) throw notFound(RULE_TEXTS.notFound);
  const accountId = await findRuleAccount(db, ruleId);
  if (accountId === undefined) throw notFound(RULE_TEXTS.notFound);
  try {
    return { access: await resolveAccountAccess(db, request, accountId), ruleId };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 403) throw notFound(RULE_TEXTS.notFound);
    throw error;
  }
}
