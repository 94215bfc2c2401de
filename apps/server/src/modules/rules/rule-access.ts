import type { FastifyRequest } from 'fastify';
import { RULE_TEXTS } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { forbidden, HttpError, notFound } from '../../http/errors.ts';
import { canManage, resolveAccountAccess, type AccountAccess } from '../accounts/account-access.ts';
import { parseRouteId } from '../accounts/route-id.ts';
import { requireAuth } from '../session/auth.plugin.ts';
import { findRuleAccount } from './rules.repository.ts';

/**
 * Rules are for those who may change them: admins, 'all' members, internal admins and the account's API token.
 * A rule names trackers, e-mail addresses, phone numbers and webhooks of the whole account, and its runs are about
 * any of its trackers, so the devices role (limited to some trackers) gets none of it: 403 on every rules call,
 * no Rules link and the Access Denied page in the web app (decision 0050, issue 26).
 */
function requireRuleViewer(access: AccountAccess): AccountAccess {
  if (!canManage(access)) throw forbidden(RULE_TEXTS.managersOnly);
  return access;
}

/**
 * The caller's access to the account named in a query or body (401 without a session, 403 without access or
 * with the devices role).
 */
export async function accessToAccount(
  db: Db,
  request: FastifyRequest,
  accountId: number,
): Promise<AccountAccess> {
  requireAuth(request);
  return requireRuleViewer(await resolveAccountAccess(db, request, accountId));
}

/**
 * The rule id in the path and the caller's access to its account. A rule of an account the caller cannot reach
 * answers 404 like a rule that does not exist, so rule ids of other accounts reveal nothing; the devices role of
 * the rule's own account gets 403, as for the list.
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
  let access: AccountAccess;
  try {
    access = await resolveAccountAccess(db, request, accountId);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 403) throw notFound(RULE_TEXTS.notFound);
    throw error;
  }
  return { access: requireRuleViewer(access), ruleId };
}
