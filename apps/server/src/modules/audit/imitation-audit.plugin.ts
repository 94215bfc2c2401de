import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { parseRouteId } from '../accounts/route-id.ts';
import { recordAdminRequest, recordOutcome } from './audit.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The audit entry of a write made with an imitation or by an internal admin, completed with its status. */
    imitationAuditId: number | null;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const accountIdOf = (request: FastifyRequest) =>
  parseRouteId((request.params as { accountId?: unknown } | undefined)?.accountId);

/**
 * Writes made with an imitation, and an internal admin's own writes in an account (account routes and the admin
 * area, such as provisioning trackers): a customer's data changed by staff is always on record. DELETE
 * /api/imitate is on record as the imitation's end (imitation.service.ts).
 */
const audited = (request: FastifyRequest) => {
  const auth = request.auth;
  if (!auth || READS.has(request.method) || request.routeOptions.url === '/api/imitate') return false;
  if (auth.kind === 'imitation') return true;
  return (
    auth.user.isGpxAdmin &&
    (accountIdOf(request) !== null || (request.routeOptions.url ?? '').startsWith('/api/admin/'))
  );
};

/**
 * Records every write made with an imitation (decision 0024). The entry is written when the request comes in,
 * before its body is read or its handler runs: if it cannot be written the request fails, so nothing an admin does
 * as someone else goes unrecorded; refusals (403, 422) are on record too.
 */
export const imitationAuditPlugin = fp(async (app) => {
  app.decorateRequest('imitationAuditId', null);
  app.addHook('onRequest', async (request) => {
    if (!request.auth || !audited(request)) return;
    request.imitationAuditId = await recordAdminRequest(app.services.database.db, request.auth, {
      method: request.method,
      path: request.url.split('?')[0]!,
      ip: request.ip,
      requestId: request.id,
      // from the path, so an attempt on an account the user cannot reach is on record with its id too
      accountId: accountIdOf(request),
    });
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.imitationAuditId === null) return;
    await recordOutcome(app.services.database.db, request.imitationAuditId, reply.statusCode).catch(
      (err: unknown) => request.log.error({ err }, 'could not record how an imitated request ended'),
    );
  });
});
