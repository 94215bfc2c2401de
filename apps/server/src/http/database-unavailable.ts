import type { FastifyReply, FastifyRequest } from 'fastify';
import { SERVICE_TEXTS } from '@lodestar/contracts';
import { RETRY_AFTER_SECONDS, type DatabaseHealth } from '../db/database-health.ts';
import type { Services } from '../services.ts';

/** Headers of every 503 for a database outage: clients (and load balancers) are told when to come back. */
export const UNAVAILABLE_HEADERS = { 'retry-after': String(RETRY_AFTER_SECONDS) } as const;

/** The body of a 503 for a database outage, in the API's error format. */
export const unavailableBody = (message: string = SERVICE_TEXTS.databaseUnavailable) => ({ message });

/**
 * Answers 503 with Retry-After. A tracker gets no acknowledgement, so it keeps the report and resends it; a
 * person's request can simply be tried again. The error (when there is one) tells the health monitor to probe.
 */
export function sendDatabaseUnavailable(reply: FastifyReply, error?: unknown, message?: string) {
  // the OsmAnd listener's own Fastify instance has no services: its fast path tells the monitor itself
  const services = (reply.server as { services?: Services }).services;
  if (error !== undefined) services?.database.health.suspect(error);
  return reply.status(503).headers(UNAVAILABLE_HEADERS).send(unavailableBody(message));
}

/**
 * An onRequest hook that answers 503 at once while the database is known to be away, rather than letting every
 * request wait for a connection that cannot be made.
 */
export function refuseWhileDatabaseAway(health: DatabaseHealth) {
  return async (_request: FastifyRequest, reply: FastifyReply) => {
    if (!health.available) return sendDatabaseUnavailable(reply);
  };
}
