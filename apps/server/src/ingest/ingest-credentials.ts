import type { FastifyRequest } from 'fastify';

/** Where trackers and Traccar servers post; see dropIngestCredentials. */
export const INGEST_PATH_PREFIX = '/api/ingest/';

/**
 * Tracker reports are identified by the tracker's serial or IMEI (and Traccar forwards by the shared secret),
 * never by a person's session. A browser cookie or bearer header on such a request is dropped before the auth
 * hook sees it: otherwise a signed-in cookie would make the CSRF rule refuse the report, and every report would
 * cost a session lookup. Registered ahead of the cookie plugin.
 */
export async function dropIngestCredentials(request: FastifyRequest): Promise<void> {
  if (!request.url.startsWith(INGEST_PATH_PREFIX)) return;
  delete request.headers.cookie;
  delete request.headers.authorization;
}
