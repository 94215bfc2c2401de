import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, healthResponse, readyResponse, SERVICE_TEXTS } from '@lodestar/contracts';
import { isDatabaseUnavailable } from '../db/database-errors.ts';
import { refuseWhileDatabaseAway, sendDatabaseUnavailable } from './database-unavailable.ts';

/** A readiness probe that waits longer than this for the database counts it as away. */
const READY_PROBE_TIMEOUT_MS = 2_000;
const PROBE_PATHS = new Set(['/api/health', '/api/ready']);

const timeout = (ms: number) =>
  new Promise<never>((_resolve, reject) => {
    const timer = setTimeout(
      () => reject(Object.assign(new Error('database probe timed out'), { code: 'ETIMEDOUT' })),
      ms,
    );
    timer.unref();
  });

/**
 * Probes for load balancers and orchestrators, without a session: GET /health (liveness: the process answers,
 * no database work) and GET /ready (the database answers `select 1` and migrations are applied). Registered
 * first in the /api scope, with the hook that answers 503 at once for every other /api route while the database
 * is known to be away (fastify-plugin: the hook belongs to the whole scope).
 */
export const healthRoutes = fp<Record<never, never>>(async (app) => {
  const { health } = app.services.database;
  const refuse = refuseWhileDatabaseAway(health);
  app.addHook('onRequest', async (request, reply) => {
    if (PROBE_PATHS.has(request.url.split('?')[0]!)) return;
    return refuse(request, reply);
  });
  await app.register(probeRoutes);
});

const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.services;
  app.get(
    '/health',
    {
      logLevel: 'warn',
      schema: {
        tags: ['Service'],
        summary: 'Liveness: the process answers (no database access)',
        security: [],
        response: { 200: healthResponse },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      logLevel: 'warn',
      schema: {
        tags: ['Service'],
        summary: 'Readiness: the database answers and migrations are applied (503 with the reason otherwise)',
        security: [],
        response: { 200: readyResponse, 503: errorBody },
      },
    },
    async (_request, reply) => {
      if (!database.health.migrationsDone)
        return sendDatabaseUnavailable(reply, undefined, SERVICE_TEXTS.migrationsPending);
      if (!database.health.available) return sendDatabaseUnavailable(reply);
      try {
        await Promise.race([database.query('select 1'), timeout(READY_PROBE_TIMEOUT_MS)]);
      } catch (err) {
        if (!isDatabaseUnavailable(err)) throw err;
        return sendDatabaseUnavailable(reply, err);
      }
      return { status: 'ready' as const };
    },
  );
};
