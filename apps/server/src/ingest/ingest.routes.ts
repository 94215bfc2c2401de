import type { FastifyInstance } from 'fastify';
import {
  acceptAnyBodyAsText,
  INGEST_BODY_LIMIT,
  INGEST_LOG_LEVEL,
  registerOsmandRoute,
} from './osmand-route.ts';
import { jsonFromText } from './osmand-request.ts';
import { checkForwardSecret, FORWARD_SECRET_HEADER } from './traccar-secret.ts';
import { decodeTraccarForward } from './traccar-forward-decoder.ts';

/**
 * Tracker ingest under /api: the OsmAnd protocol (also served on its own port, see osmand-listener.ts) and
 * Traccar's JSON position forwarding. Neither uses a session: trackers are known by identifier, Traccar servers
 * by the shared secret. Kept out of the OpenAPI document, which describes the API for people and integrations.
 */
export async function ingestRoutes(app: FastifyInstance): Promise<void> {
  acceptAnyBodyAsText(app);
  registerOsmandRoute(app, '/ingest/osmand', app.services);

  app.post(
    '/ingest/traccar',
    {
      bodyLimit: INGEST_BODY_LIMIT,
      logLevel: INGEST_LOG_LEVEL,
      schema: { hide: true },
      // before the body is read: a sender without the secret learns nothing about its payload
      onRequest: async (request) =>
        checkForwardSecret(request.headers[FORWARD_SECRET_HEADER], app.config.TRACCAR_FORWARD_SECRET),
    },
    async (request, reply) => {
      const body = typeof request.body === 'string' ? jsonFromText(request.body) : request.body;
      const report = decodeTraccarForward(body, { now: new Date() });
      await app.services.ingest.submit(report, { unknownTrackerStatus: 404, protocol: 'traccar' });
      return reply.code(200).send();
    },
  );
}
