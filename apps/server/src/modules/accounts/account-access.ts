import type { FastifyRequest } from 'fastify';
import type { AccountRole } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { requireAuth } from '../session/auth.plugin.ts';
import {
  accountExists,
  apiTokenStanding,
  findMembership,
  grantedDeviceIds,
} from './account-access.repository.ts';

/** What the caller may do in one account. The one place every `/accounts/{accountId}/...` request is decided. */
export interface AccountAccess {
  accountId: number;
  userId: number;
  role: AccountRole;
  /** null: every tracker of the account; otherwise only these (devices role). */
  deviceIds: ReadonlySet<number> | null;
  isInternalAdmin: boolean;
}

export function canSeeDevice(access: AccountAccess, deviceId: number): boolean {
  return access.deviceIds === null || access.deviceIds.has(deviceId);
}

/** admin and all manage the account's shared things (groups, geofences); devices only look (spec 1 §6). */
export function canManage(access: AccountAccess): boolean {
  return access.role === 'admin' || access.role === 'all';
}

/**
 * Resolves the caller's access to an account: members get their role, internal admins act as admin on any
 * account, an account API token only reaches its own account. Anyone else gets 403 (404 if no such account
 * for an internal admin), never data.
 */
export async function resolveAccountAccess(
  db: Db,
  request: FastifyRequest,
  accountId: number,
): Promise<AccountAccess> {
  const auth = requireAuth(request);
  if (auth.kind === 'api') return apiTokenAccess(db, auth.user.id, auth.tokenAccountId, accountId);
  if (auth.tokenAccountId !== null && auth.tokenAccountId !== accountId) throw forbidden();
  const membership = await findMembership(db, accountId, auth.user.id);
  if (membership) {
    const deviceIds =
      membership.role === 'devices' ? new Set(await grantedDeviceIds(db, accountId, auth.user.id)) : null;
    return {
      accountId,
      userId: auth.user.id,
      role: membership.role,
      deviceIds,
      isInternalAdmin: auth.user.isGpxAdmin,
    };
  }
  if (auth.user.isGpxAdmin && auth.kind !== 'imitation') {
    if (!(await accountExists(db, accountId))) throw notFound('Account not found.');
    return { accountId, userId: auth.user.id, role: 'admin', deviceIds: null, isInternalAdmin: true };
  }
  throw forbidden();
}

export const API_TOKEN_NOT_ADMIN =
  'This API token was issued by a user who is no longer an administrator of the account. An administrator can reset it.';
export const API_ACCESS_OFF = 'API access is not enabled for this account.';

/**
 * An account API token (decision 0044): only its own account, and only while the admin who reset it is still an
 * admin member there and the account still has API access. It acts as that account's admin (never as an internal
 * admin, never with more than the account's admins have), so a demoted or removed admin's token stops at once.
 */
async function apiTokenAccess(
  db: Db,
  userId: number,
  tokenAccountId: number | null,
  accountId: number,
): Promise<AccountAccess> {
  if (tokenAccountId !== accountId) throw forbidden();
  const standing = await apiTokenStanding(db, accountId, userId);
  if (!standing) throw forbidden(API_TOKEN_NOT_ADMIN);
  if (!standing.hasApiAccess) throw forbidden(API_ACCESS_OFF);
  if (standing.role !== 'admin') throw forbidden(API_TOKEN_NOT_ADMIN);
  return { accountId, userId, role: 'admin', deviceIds: null, isInternalAdmin: false };
}

declare module 'fastify' {
  interface FastifyRequest {
    account: AccountAccess;
  }
}
