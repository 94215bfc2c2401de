import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import type { OsmandParams } from './osmand-decoder.ts';
import { admitReport } from './ingest-key.ts';
import { decodeOsmandRequest } from './osmand-request.ts';

/** A report is a few hundred bytes; 64 kB leaves room for the largest attribute sets and refuses floods. */
export const INGEST_BODY_LIMIT = 64 * 1024;

/**
 * Ingest routes answer thousands of requests a second; a log line for each would cost more than the work
 * itself. Refusals and failures (warn and above) are still logged.
 */
export const INGEST_LOG_LEVEL = 'warn';

/**
 * Lets this scope read form bodies, and bodies of any other declared type, as text: OsmAnd clients and devices
 * are careless with Content-Type, and the decoder tells form fields from JSON by the text itself.
 */
export function acceptAnyBodyAsText(scope: FastifyInstance): void {
  const asText = { parseAs: 'string' as const, bodyLimit: INGEST_BODY_LIMIT };
  scope.addContentTypeParser('application/x-www-form-urlencoded', asText, (_request, body, done) =>
    done(null, body),
  );
  scope.addContentTypeParser('*', asText, (_request, body, done) => done(null, body));
}

/**
 * The OsmAnd protocol on `url`, any method: query, form or JSON body. 200 with an empty body once the position
 * is stored (or was already: a resend); 400 for a refused report or an unknown tracker (404 for the JSON
 * variant's unknown tracker), with the reason in `message`.
 */
export function registerOsmandRoute(scope: FastifyInstance, url: string, services: Services): void {
  scope.all(
    url,
    { bodyLimit: INGEST_BODY_LIMIT, logLevel: INGEST_LOG_LEVEL, schema: { hide: true } },
    async (request, reply) => {
      const decoded = decodeOsmandRequest(request.query as OsmandParams, request.body, {
        speedUnit: services.config.OSMAND_SPEED_UNIT,
        now: new Date(),
      });
      const { json } = decoded;
      // a tracker with an ingest key gets nothing stored or handed out without it (decision 0027)
      const admitted = admitReport(decoded.report, services.ingest.trackers);
      const report = admitted instanceof Promise ? await admitted : admitted;
      await services.ingest.submit(report, { unknownTrackerStatus: json ? 404 : 400 });
      // a queued command travels in the answer, as plain text (Traccar does the same for HTTP protocols)
      const pending = services.commands.afterReport(report);
      const command = pending && (await pending);
      if (command) return reply.code(200).type('text/plain; charset=utf-8').send(command);
      return reply.code(200).send();
    },
  );
}
