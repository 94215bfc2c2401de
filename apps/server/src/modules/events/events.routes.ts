import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountEventsQuery, errorBody, trackerEventsPage, trackerEventsQuery } from '@lodestar/contracts';
import type { AccountAccess } from '../accounts/account-access.ts';
import { accountScope } from '../accounts/accounts.routes.ts';
import { trackerIdOf, visibleTrackerAccess } from '../devices/tracker-access.ts';
import { authenticated } from '../session/auth.plugin.ts';
import { sendCsv, today, zoneFor } from '../downloads/download-reply.ts';
import type { EventFilter } from './events.repository.ts';
import { eventFilter, eventsCsv, eventsPage } from './events.service.ts';
import { alertReadRoutes } from './alert-reads.routes.ts';

const tags = ['Tracker'];
const csvNote = 'format=csv or Accept: text/csv answers the whole range as CSV in your time zone';

const wantsCsv = (request: FastifyRequest, format: string | undefined) =>
  format === 'csv' || (format === undefined && /\btext\/csv\b/.test(request.headers.accept ?? ''));

/** A page of events, or every matching one as a CSV download. */
async function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  access: AccountAccess,
  filter: EventFilter,
  query: z.infer<typeof trackerEventsQuery>,
  filename: string,
) {
  const db = request.server.services.database.db;
  if (!wantsCsv(request, query.format)) return eventsPage(db, filter, query);
  const { zone } = await zoneFor(request, access.userId);
  return sendCsv(reply, filename, await eventsCsv(db, filter, zone));
}

const accountEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    {
      schema: {
        tags,
        summary: `Tracker events of the account, newest first (devices role: its trackers). ${csvNote}`,
        querystring: accountEventsQuery,
        response: { 200: trackerEventsPage, 403: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const filter = eventFilter(request.account, request.query);
      const name = `events-${request.account.accountId}-${today()}.csv`;
      return answer(request, reply, request.account, filter, request.query, name);
    },
  );
};

/** Tracker events (spec 1 §2.6 Events, §7): per tracker and per account. */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  app.get(
    '/devices/:id/events',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: `Events of one tracker, newest first, 5 a page by default. ${csvNote}`,
        params: z.object({ id: z.string() }),
        querystring: trackerEventsQuery,
        response: { 200: trackerEventsPage, 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const deviceId = trackerIdOf(request.params.id);
      const access = await visibleTrackerAccess(db, request, deviceId);
      const filter = eventFilter(access, request.query, deviceId);
      return answer(
        request,
        reply,
        access,
        filter,
        request.query,
        `events-tracker-${deviceId}-${today()}.csv`,
      );
    },
  );
  await app.register(accountScope(accountEventRoutes));
  await app.register(accountScope(alertReadRoutes));
};
