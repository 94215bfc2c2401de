import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createShipmentRequest,
  envelope,
  errorBody,
  publicShipment,
  shipment,
  shipmentBulkRequest,
  shipmentListQuery,
  shipmentOneQuery,
  shipmentPage,
  SHIPMENT_TEXTS,
  updateShipmentRequest,
} from '@lodestar/contracts';
import { notFound } from '../../http/errors.ts';
import { AccountChangeListener } from '../../db/account-change-listener.ts';
import { accountScope } from '../accounts/accounts.routes.ts';
import { parseRouteId } from '../accounts/route-id.ts';
import { sendCsv, today, zoneFor } from '../downloads/download-reply.ts';
import { bulkAction, finishShipment, removeShipment } from './shipment-actions.service.ts';
import { shipmentListCsv, shipmentPointsCsv } from './shipment-csv.service.ts';
import { SHIPMENTS_CHANNEL } from './shipments.repository.ts';
import {
  createShipment,
  editShipment,
  getPublicShipment,
  getShipment,
  listShipments,
  requireShipments,
} from './shipments.service.ts';

const tags = ['Shipment'];
const params = z.object({ shipmentId: z.string() });
const refusals = { 403: errorBody, 404: errorBody, 422: errorBody };
const csvOr = <T extends z.ZodType>(json: T) => z.union([json, z.string()]);

function shipmentIdOf(value: string): number {
  const id = parseRouteId(value);
  if (id === null) throw notFound(SHIPMENT_TEXTS.notFound);
  return id;
}

const fileName = (name: string) => name.replace(/[^\w.-]+/g, '-').slice(0, 60) || 'shipment';

/** Shipments of an account (spec 2 §7 Shipments; docs/decisions/0045). Every call needs can_track_shipments. */
const accountShipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, shipments: engine } = app.services;
  const db = database.db;
  app.addHook('preValidation', async (request) => requireShipments(db, request.account));

  app.get(
    '/shipments',
    {
      schema: {
        tags,
        summary: 'Shipments in the date window (±15 days by default), newest start first; download=true: CSV',
        querystring: shipmentListQuery,
        response: { 200: csvOr(shipmentPage), ...refusals },
      },
    },
    async (request, reply) => {
      const { query, account } = request;
      if (!query.download) return listShipments(db, account, query);
      const { zone } = await zoneFor(request, account.userId, query.offset);
      return sendCsv(reply, `shipments-${today()}.csv`, await shipmentListCsv(db, account, query, zone));
    },
  );

  app.post(
    '/shipments',
    {
      schema: {
        tags,
        summary: 'Plan a shipment; answers its id (data.id)',
        body: createShipmentRequest,
        response: { 201: envelope(z.object({ id: z.number().int() })), ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createShipment(db, engine, request.account, request.body) }),
  );

  app.get(
    '/shipments/:shipmentId',
    {
      schema: {
        tags,
        summary: 'One shipment with its events; download=true: its points as CSV',
        params,
        querystring: shipmentOneQuery,
        response: { 200: csvOr(envelope(shipment)), ...refusals },
      },
    },
    async (request, reply) => {
      const { query, account } = request;
      const id = shipmentIdOf(request.params.shipmentId);
      if (!query.download) return { data: await getShipment(db, account, id, query) };
      const { zone } = await zoneFor(request, account.userId, query.offset);
      const file = await shipmentPointsCsv(db, account, id, zone);
      return sendCsv(reply, `${fileName(file.name)}-points.csv`, file.csv);
    },
  );

  app.put(
    '/shipments/:shipmentId',
    {
      schema: {
        tags,
        summary: "Change a shipment; start_at and end_at as 'yyyy-MM-dd HH:mm:ss' in the user's time zone",
        params,
        body: updateShipmentRequest,
        response: { 200: envelope(shipment), ...refusals },
      },
    },
    async (request) => {
      const { zone } = await zoneFor(request, request.account.userId);
      const id = shipmentIdOf(request.params.shipmentId);
      return { data: await editShipment(db, engine, request.account, id, request.body, zone) };
    },
  );

  app.delete(
    '/shipments/:shipmentId',
    {
      schema: {
        tags,
        summary: 'Delete a shipment',
        params,
        response: { 200: envelope(z.object({ id: z.number() })), ...refusals },
      },
    },
    async (request) => ({
      data: await removeShipment(db, engine, request.account, shipmentIdOf(request.params.shipmentId)),
    }),
  );

  app.post(
    '/shipments/:shipmentId/finished',
    {
      schema: {
        tags,
        summary: 'End the shipment now (Completed, or Completed Late after its scheduled end)',
        params,
        response: { 200: envelope(shipment), ...refusals },
      },
    },
    async (request) => ({
      data: await finishShipment(db, engine, request.account, shipmentIdOf(request.params.shipmentId)),
    }),
  );

  for (const action of ['archive', 'unarchive', 'delete'] as const)
    app.post(
      `/shipments/bulk/${action}`,
      {
        schema: {
          tags,
          summary: `${action} the shipments with these ids${action === 'delete' ? ', or a whole tab (key)' : ''}`,
          body: shipmentBulkRequest,
          response: { 200: envelope(z.object({ ids: z.array(z.number().int()) })), ...refusals },
        },
      },
      async (request) => ({ data: await bulkAction(db, engine, request.account, action, request.body) }),
    );
};

/** The public tracking page's call: no sign-in, only the uuid (spec 2 §2, §6). */
const publicShipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  app.get(
    '/public-shipments/:uuid',
    {
      schema: {
        tags,
        summary: 'A shipment by its uuid, for its public page (include=device,events); no sign-in',
        params: z.object({ uuid: z.string().max(64) }),
        querystring: z.object({
          include: z.string().max(100).optional(),
          with_geofences: shipmentListQuery.shape.with_geofences,
        }),
        response: { 200: envelope(publicShipment), 404: errorBody },
      },
    },
    async (request) => ({ data: await getPublicShipment(db, request.params.uuid, request.query) }),
  );
};

/** The routes, the engine's clock on this instance, and on PostgreSQL the listener for other instances' writes. */
export const shipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool } = app.services.database;
  const engine = app.services.shipments;
  if (pool) {
    const changes = new AccountChangeListener(pool, SHIPMENTS_CHANNEL, engine, app.log);
    app.addHook('onReady', async () => changes.start());
    app.addHook('onClose', async () => changes.stop());
  }
  app.addHook('onReady', async () => engine.start());
  app.addHook('onClose', async () => engine.close());
  await app.register(publicShipmentRoutes);
  await app.register(accountScope(accountShipmentRoutes));
};
