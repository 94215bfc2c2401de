import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { resolveAccountAccess } from '../modules/accounts/account-access.ts';
import { requireAuth } from '../modules/session/auth.plugin.ts';
import { userMemberships } from '../modules/users/users.repository.ts';
import type { Watch } from './socket-client.ts';

/**
 * What a socket may watch, decided by the same account access as every /accounts/{id} request: a chosen account
 * (internal admins may choose any), or by default every account the user belongs to (an API token: its own).
 * A refusal throws the same 403/404 error a request would get.
 */
export function watchResolver(db: Db, request: FastifyRequest) {
  return async (accountId: number | null): Promise<Watch> => {
    if (accountId !== null) {
      const access = await resolveAccountAccess(db, request, accountId);
      return new Map([[accountId, access.deviceIds]]);
    }
    const auth = requireAuth(request);
    let memberships = await userMemberships(db, auth.user.id);
    if (auth.tokenAccountId !== null)
      memberships = memberships.filter((m) => m.accountId === auth.tokenAccountId);
    const watch: Watch = new Map();
    for (const { accountId: id } of memberships) {
      watch.set(id, (await resolveAccountAccess(db, request, id)).deviceIds);
    }
    return watch;
  };
}
