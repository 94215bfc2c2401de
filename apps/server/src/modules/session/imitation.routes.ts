import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMITATION_COOKIE,
  envelope,
  errorBody,
  imitateRequest,
  imitationTokenResponse,
} from '@lodestar/contracts';
import { authenticated, requireAuth, requireInternalAdmin } from './auth.plugin.ts';
import { clearTokenCookie, setTokenCookie } from './session-cookies.ts';
import { endImitation, startImitation } from './imitation.service.ts';
import { auditRoutes } from '../audit/audit.routes.ts';

const tags = ['Session'];

// where the audit entry says the imitation was started or ended from
const origin = (request: FastifyRequest) => ({ ip: request.ip, requestId: request.id });

/** Internal admins acting as a customer (spec 3 §6). The imitation cookie wins over the admin's own cookie. */
export const imitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  const { config } = app;

  app.post(
    '/imitate',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: 'Internal admins: start imitating a user',
        body: imitateRequest,
        response: { 200: envelope(imitationTokenResponse), 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const admin = requireInternalAdmin(request);
      const issued = await startImitation(db, admin, request.body.user_id, origin(request));
      setTokenCookie(reply, config, IMITATION_COOKIE, issued.token, issued.maxAgeSeconds);
      return { data: { imitation_token: issued.token } };
    },
  );

  app.delete(
    '/imitate',
    {
      schema: {
        tags,
        summary: 'End the imitation; the admin is themselves again',
        response: { 204: z.null(), 409: errorBody },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const ended = await endImitation(db, auth, origin(request));
      // sockets opened under the imitation (on any host it was handed to) close now, on every instance
      app.services.realtime.sessionsEnded({ sessionIds: [auth.sessionId, ...ended] });
      clearTokenCookie(reply, config, IMITATION_COOKIE);
      return reply.code(204).send(null);
    },
  );

  // the imitations' audit trail is served beside them (GET /api/audit-log)
  await app.register(auditRoutes);
};
