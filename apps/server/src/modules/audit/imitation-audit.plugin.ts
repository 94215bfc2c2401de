import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { parseRouteId } from '../accounts/route-id.ts';
import { findOrder } from '../billing/order-payments.repository.ts';
import { findDeviceAccountId } from '../devices/device-details.repository.ts';
import { findSubscription } from '../subscriptions/subscriptions.repository.ts';
import { recordAdminRequest, recordOutcome } from './audit.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The audit entry of a write made with an imitation or by an internal admin, completed with its status. */
    imitationAuditId: number | null;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const routeParam = (request: FastifyRequest, name: string) =>
  parseRouteId((request.params as Record<string, unknown> | undefined)?.[name]);

/**
 * The customer account a write is in, for filtering the trail by account: the one named in the path, else a
 * tracker's (PUT /api/devices/{id}, its users, ingest key, triggers and dialogs), an order's (the admin's sales,
 * payments) or a subscription's (cancel, activate, reactivate). Taken from the path, so an attempt on an account
 * the caller cannot reach is on record with its id too; null where the path names none of them.
 */
async function accountOf(db: Db, request: FastifyRequest): Promise<number | null> {
  const named = routeParam(request, 'accountId');
  if (named !== null) return named;
  const orderId = routeParam(request, 'orderId');
  if (orderId !== null) return (await findOrder(db, orderId))?.accountId ?? null;
  if ((request.routeOptions.url ?? '').startsWith('/api/subscriptions/:id')) {
    const id = routeParam(request, 'id');
    return id === null ? null : ((await findSubscription(db, id))?.sub.accountId ?? null);
  }
  const deviceId = (request.routeOptions.url ?? '').startsWith('/api/devices/:id')
    ? routeParam(request, 'id')
    : null;
  return deviceId === null ? null : ((await findDeviceAccountId(db, deviceId)) ?? null);
}

/**
 * Every write made with an imitation or by an internal admin, whatever its path (issue 26): staff can change a
 * customer's data through account routes, tracker routes (/api/devices/{id}/...), the rules engine and the admin
 * area alike, so the rule is the caller, not a list of routes that would miss the next one. Only the imitation's
 * own start and end (/api/imitate) are left to the entries imitation.service.ts writes for them.
 */
const audited = (request: FastifyRequest) => {
  const auth = request.auth;
  if (!auth || READS.has(request.method) || request.routeOptions.url === '/api/imitate') return false;
  return auth.kind === 'imitation' || auth.user.isGpxAdmin;
};

/**
 * Records every write made with an imitation or by an internal admin (decision 0024). The entry is written when the request comes in,
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
      accountId: await accountOf(app.services.database.db, request),
    });
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.imitationAuditId === null) return;
    await recordOutcome(app.services.database.db, request.imitationAuditId, reply.statusCode).catch(
      (err: unknown) => request.log.error({ err }, 'could not record how an imitated request ended'),
    );
  });
});
