import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { registerErrorHandler } from '../http/error-handler.ts';
import { frameworkErrorOptions } from '../http/framework-errors.ts';
import { HttpError } from '../http/errors.ts';
import { admitReport } from './ingest-key.ts';
import { isDatabaseUnavailable } from '../db/database-errors.ts';
import { UNAVAILABLE_HEADERS, refuseWhileDatabaseAway, unavailableBody } from '../http/database-unavailable.ts';
import type { Services } from '../services.ts';
import type { OsmandParams } from './osmand-decoder.ts';
import { decodeOsmandQuery } from './osmand-decoder.ts';
import { acceptAnyBodyAsText, registerOsmandRoute } from './osmand-route.ts';

export interface OsmandListener {
  /** The port listened on (useful when 0 asked for any free port). */
  port: number;
  /** Stops accepting reports and waits for the ones in progress. */
  close(): Promise<void>;
}

/** Fastify's defaults, which it does not apply to a server it is handed. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * The query of a bodiless request as Fastify's parser (fast-querystring) reads it, for the plain case only:
 * no percent-encoding (null: let Fastify decode it). A repeated key becomes a list, '+' is a space, a key
 * without '=' has the empty value.
 */
export function plainQuery(url: string): OsmandParams | null {
  // percent-encoding anywhere (path included, which Fastify checks) takes the Fastify route
  if (url.includes('%')) return null;
  const start = url.indexOf('?');
  const params: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  if (start < 0) return params;
  const text = url.slice(start + 1);
  for (const pair of text.split('&')) {
    const eq = pair.indexOf('=');
    let key = eq < 0 ? pair : pair.slice(0, eq);
    if (eq < 0 && !key) continue;
    let value = eq < 0 ? '' : pair.slice(eq + 1);
    if (key.includes('+')) key = key.replaceAll('+', ' ');
    if (value.includes('+')) value = value.replaceAll('+', ' ');
    const seen = params[key];
    if (seen === undefined) params[key] = value;
    else if (Array.isArray(seen)) seen.push(value);
    else params[key] = [seen, value];
  }
  return params;
}

/** A request that carries nothing but its URL: no body and no content type to honour. */
const bodiless = (req: IncomingMessage) =>
  req.headers['content-type'] === undefined &&
  req.headers['transfer-encoding'] === undefined &&
  (req.headers['content-length'] === undefined || req.headers['content-length'] === '0');

function sendJson(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
  });
  res.end(payload);
}

/**
 * The OsmAnd protocol on its own port (OSMAND_PORT, 5055 like Traccar's), any method and any path, as Traccar
 * Client and devices configured for a Traccar server expect. Same handler as /api/ingest/osmand.
 *
 * Nearly every report is a bodiless GET or POST with a plain query string; those are answered straight from
 * `node:http` (Fastify's per-request work was a visible share of the server's CPU at thousands of reports a
 * second), with the same decoder, the same acknowledgement after storage and the same error bodies. Anything
 * else (a body, a content type, percent-encoding) goes through the Fastify route.
 */
export async function startOsmandListener(
  services: Services,
  opts: { port: number; host: string; logger: FastifyBaseLogger },
): Promise<OsmandListener> {
  const log = opts.logger.child({ listener: 'osmand' });
  let closing = false;

  const { health } = services.database;
  /** No acknowledgement while the database is away: the tracker keeps the report and resends it. */
  const unavailable = (res: ServerResponse) => sendJson(res, 503, unavailableBody(), UNAVAILABLE_HEADERS);

  async function fastPath(params: OsmandParams, res: ServerResponse) {
    if (!health.available) return unavailable(res);
    try {
      const decoded = decodeOsmandQuery(params, {
        speedUnit: services.config.OSMAND_SPEED_UNIT,
        now: new Date(),
      });
      // a tracker with an ingest key gets nothing stored or handed out without it (decision 0027)
      const checked = admitReport(decoded, services.ingest.trackers);
      const report = checked instanceof Promise ? await checked : checked;
      await services.ingest.submit(report, { unknownTrackerStatus: 400 });
      const pending = services.commands.afterReport(report);
      const command = pending && (await pending);
      if (command) {
        const body = Buffer.from(command);
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-length': body.length });
        res.end(body);
        return;
      }
      res.writeHead(200, { 'content-length': 0 });
      res.end();
    } catch (err) {
      if (err instanceof HttpError) {
        sendJson(res, err.statusCode, { message: err.message, ...(err.errors && { errors: err.errors }) });
        return;
      }
      if (isDatabaseUnavailable(err)) {
        health.suspect(err);
        return unavailable(res);
      }
      log.error({ err }, 'request failed');
      sendJson(res, 500, { message: 'Server Error' });
    }
  }

  const listener = Fastify({
    loggerInstance: log,
    ...frameworkErrorOptions,
    serverFactory: (handler) => {
      const server = createServer((req, res) => {
        const params = !closing && bodiless(req) ? plainQuery(req.url ?? '/') : null;
        if (params) void fastPath(params, res);
        else handler(req, res);
      });
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      server.requestTimeout = 0;
      return server;
    },
  });
  registerErrorHandler(listener);
  listener.addHook('onRequest', refuseWhileDatabaseAway(health));
  acceptAnyBodyAsText(listener);
  registerOsmandRoute(listener, '*', services);
  await listener.listen({ port: opts.port, host: opts.host });
  const address = listener.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : opts.port,
    close: () => {
      closing = true;
      return listener.close();
    },
  };
}
