import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createGeofenceRequest,
  envelope,
  errorBody,
  geofence,
  geofenceDevices,
  geofenceEventsPage,
  geofenceEventsQuery,
  geofenceListQuery,
  geofencePage,
  GEOFENCE_TEXTS,
  nearestGeofence as nearestGeofenceAnswer,
  nearestGeofenceQuery,
  REPORT_EMAIL_MESSAGE,
  reportEmailResponse,
  updateGeofenceRequest,
} from '@lodestar/contracts';
import { notFound } from '../../http/errors.ts';
import { accountScope } from '../accounts/accounts.routes.ts';
import { parseRouteId } from '../accounts/route-id.ts';
import { zoneFor } from '../downloads/download-reply.ts';
import { AccountChangeListener } from '../../db/account-change-listener.ts';
import { GEOFENCES_CHANNEL } from './geofences.repository.ts';
import { geofenceDevicesJson } from './geofence-devices.service.ts';
import {
  GEOFENCE_EVENTS_CSV,
  geofenceEventsBuilder,
  geofenceEventsRequest,
} from './geofence-events-email.ts';
import {
  createGeofence,
  editGeofence,
  geofenceEventFilter,
  getGeofence,
  listAccountGeofencesJson,
  listGeofenceEvents,
  nearestGeofence,
  removeGeofence,
} from './geofences.service.ts';

const tags = ['Geofence'];
const geofenceParams = z.object({ geofenceId: z.string() });
const refusals = { 403: errorBody, 404: errorBody, 422: errorBody };

function geofenceIdOf(value: string): number {
  const id = parseRouteId(value);
  if (id === null) throw notFound(GEOFENCE_TEXTS.notFound);
  return id;
}

/** Geofences of an account (spec 1 §2.8, §7; docs/decisions/0036). */
const accountGeofenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, geofences: indexes, emailedFiles } = app.services;
  const db = database.db;

  app.get(
    '/geofences',
    {
      schema: {
        tags,
        summary: 'The geofences in name order with trackers inside now (page, per_page up to 10,000, query)',
        querystring: geofenceListQuery,
        response: { 200: geofencePage, ...refusals },
      },
    },
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send((await listAccountGeofencesJson(db, request.account, request.query)) as never),
  );

  app.post(
    '/geofences',
    {
      schema: {
        tags,
        summary: 'Create a circle or polygon geofence (admin and all)',
        body: createGeofenceRequest,
        response: { 201: envelope(geofence), ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createGeofence(db, indexes, request.account, request.body) }),
  );

  app.get(
    '/geofences/:geofenceId',
    {
      schema: {
        tags,
        summary: 'One geofence',
        params: geofenceParams,
        response: { 200: envelope(geofence), ...refusals },
      },
    },
    async (request) => ({
      data: await getGeofence(db, request.account, geofenceIdOf(request.params.geofenceId)),
    }),
  );

  app.get(
    '/geofences/:geofenceId/devices',
    {
      schema: {
        tags,
        summary:
          'The trackers inside the geofence now (open visits) that you may see, as the tracker list shows them',
        params: geofenceParams,
        response: { 200: geofenceDevices, ...refusals },
      },
    },
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(
          (await geofenceDevicesJson(db, request.account, geofenceIdOf(request.params.geofenceId))) as never,
        ),
  );

  app.put(
    '/geofences/:geofenceId',
    {
      schema: {
        tags,
        summary: 'Change the given fields of a geofence; a shape replaces the old one (admin and all)',
        params: geofenceParams,
        body: updateGeofenceRequest,
        response: { 200: envelope(geofence), ...refusals },
      },
    },
    async (request) => ({
      data: await editGeofence(
        db,
        indexes,
        request.account,
        geofenceIdOf(request.params.geofenceId),
        request.body,
      ),
    }),
  );

  app.delete(
    '/geofences/:geofenceId',
    {
      schema: {
        tags,
        summary: 'Delete a geofence and its visits; its past events stay (admin and all)',
        params: geofenceParams,
        response: { 200: envelope(z.object({ id: z.number().int() })), ...refusals },
      },
    },
    async (request) => ({
      data: await removeGeofence(db, indexes, request.account, geofenceIdOf(request.params.geofenceId)),
    }),
  );

  app.get(
    '/geofence/nearest',
    {
      schema: {
        tags,
        summary:
          'The geofence the point is inside (the smallest), else the nearest edge within 5 km; 404 if none',
        querystring: nearestGeofenceQuery,
        response: { 200: envelope(nearestGeofenceAnswer), ...refusals },
      },
    },
    async (request) => ({
      data: await nearestGeofence(db, indexes, request.account, request.query.lat, request.query.lng),
    }),
  );

  app.get(
    '/geofence-events',
    {
      schema: {
        tags,
        summary: 'Geofence entries and exits, newest first; download=1 e-mails them as a CSV link',
        querystring: geofenceEventsQuery,
        response: { 200: z.union([geofenceEventsPage, reportEmailResponse]), ...refusals },
      },
    },
    async (request) => {
      const { query, account } = request;
      if (!query.download) return listGeofenceEvents(db, account, query);
      const { user, zone } = await zoneFor(request, account.userId, query.offset);
      const filter = geofenceEventFilter(account, query);
      const to = { id: account.userId, email: user!.email, name: user!.name };
      await emailedFiles.request(db, geofenceEventsRequest(filter, zone, to));
      return { data: { message: REPORT_EMAIL_MESSAGE } };
    },
  );
};

/**
 * The routes, and on PostgreSQL the listener that keeps this instance's geofence indexes true to changes made
 * through other instances.
 */
export const geofenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool } = app.services.database;
  // on every instance, so any of them can make the file another one was asked for (docs/decisions/0060)
  app.services.emailedFiles.register(GEOFENCE_EVENTS_CSV, geofenceEventsBuilder(app.services.database.db));
  if (pool) {
    const changes = new AccountChangeListener(pool, GEOFENCES_CHANNEL, app.services.geofences, app.log);
    app.addHook('onReady', async () => changes.start());
    app.addHook('onClose', async () => changes.stop());
  }
  await app.register(accountScope(accountGeofenceRoutes));
};
