import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountDevicesQuery,
  currentPositionsQuery,
  currentPositionsResponse,
  device,
  deviceDetails,
  deviceListQuery,
  envelope,
  errorBody,
  pageMeta,
  userDevicesQuery,
} from '@lodestar/contracts';
import { notFound } from '../../http/errors.ts';
import { accountScope } from '../accounts/accounts.routes.ts';
import { parseRouteId } from '../accounts/route-id.ts';
import { authenticated, requireAuth } from '../session/auth.plugin.ts';
import { foldBracketKeys } from './bracket-query.ts';
import { CurrentPositionCache } from './current-position-cache.ts';
import { currentPositionsAnswer } from './current-positions.service.ts';
import { accessToDevice } from './device-access.ts';
import { getDeviceDetails, listAccountDevices, TRACKER_NOT_FOUND } from './devices.service.ts';
import { listUserDevices } from './user-devices.service.ts';
import { trackerSettingsRoutes } from './tracker-settings.routes.ts';

const tags = ['Tracker'];

/**
 * Sends a body that is already JSON (the big tracker lists, see device-dto.ts and the cache): Fastify sends a
 * string with a JSON content type, or a Buffer, as is, skipping the response serializer. The route's response
 * schema still documents the shape (OpenAPI); the type of `send` cannot see that in a string.
 */
const sendJson = (reply: FastifyReply, body: string | Buffer) =>
  reply.type('application/json; charset=utf-8').send(body as never);
const idParam = z.object({ id: z.string() });

/** Tracker lists, details and current positions inside one account (spec 1 §7). */
const accountDeviceRoutes =
  (cache: CurrentPositionCache): FastifyPluginAsyncZod =>
  async (app) => {
    const db = app.services.database.db;

    app.get(
      '/device-list',
      {
        preValidation: foldBracketKeys,
        schema: {
          tags,
          summary: 'Trackers of the account with status and model (default statuses: spec 1 §2.2)',
          querystring: deviceListQuery,
          response: { 200: z.object({ data: z.array(device), meta: pageMeta.optional() }), 422: errorBody },
        },
      },
      async (request, reply) =>
        sendJson(reply, await listAccountDevices(db, cache, request.account, request.query)),
    );

    app.get(
      '/devices',
      {
        preValidation: foldBracketKeys,
        schema: {
          tags,
          summary:
            'Trackers of the account as a page of the table list (page, per_page, search, and the device list filters)',
          querystring: accountDevicesQuery,
          response: { 200: z.object({ data: z.array(device), meta: pageMeta }), 422: errorBody },
        },
      },
      async (request, reply) =>
        sendJson(reply, await listAccountDevices(db, cache, request.account, request.query)),
    );

    app.get(
      '/devices/:deviceId',
      {
        schema: {
          tags,
          summary: 'One tracker with current position, note, subscription and the users given access',
          params: z.object({ deviceId: z.string() }),
          response: { 200: envelope(deviceDetails), 404: errorBody },
        },
      },
      async (request) => {
        const deviceId = parseRouteId(request.params.deviceId);
        if (deviceId === null) throw notFound(TRACKER_NOT_FOUND);
        return { data: await getDeviceDetails(db, request.account, deviceId) };
      },
    );

    app.get(
      '/current-positions',
      {
        preValidation: foldBracketKeys,
        schema: {
          tags,
          summary: 'The newest position of each visible tracker, keyed by device id',
          querystring: currentPositionsQuery,
          response: { 200: currentPositionsResponse, 422: errorBody },
        },
      },
      async (request, reply) =>
        sendJson(reply, await currentPositionsAnswer(cache, request.account, request.query.device_ids)),
    );
  };

/** Routes that name a tracker or a user directly; access is decided by the tracker's own account. */
const directDeviceRoutes =
  (cache: CurrentPositionCache): FastifyPluginAsyncZod =>
  async (app) => {
    const db = app.services.database.db;

    app.get(
      '/devices/:id',
      {
        onRequest: authenticated,
        schema: {
          tags,
          summary: 'One tracker, in whichever of your accounts it is',
          params: idParam,
          response: { 200: envelope(deviceDetails), 404: errorBody },
        },
      },
      async (request) => {
        const deviceId = parseRouteId(request.params.id);
        if (deviceId === null) throw notFound(TRACKER_NOT_FOUND);
        const access = await accessToDevice(db, request, deviceId);
        return { data: await getDeviceDetails(db, access, deviceId) };
      },
    );

    app.get(
      '/users/:id/devices',
      {
        onRequest: authenticated,
        preValidation: foldBracketKeys,
        schema: {
          tags,
          summary: 'Every tracker the user sees, over all their accounts (yourself; internal admins anyone)',
          params: idParam,
          querystring: userDevicesQuery,
          response: { 200: envelope(z.array(device)), 403: errorBody, 404: errorBody, 422: errorBody },
        },
      },
      async (request, reply) => {
        const userId = parseRouteId(request.params.id);
        if (userId === null) throw notFound('User not found.');
        return sendJson(reply, await listUserDevices(db, cache, requireAuth(request), userId, request.query));
      },
    );
  };

/** The devices module: one current-position cache per app, shared by every account's calls. */
export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new CurrentPositionCache(app.services.database.db, app.services.positionBus);
  app.addHook('onClose', async () => cache.close());
  await app.register(accountScope(accountDeviceRoutes(cache)));
  await app.register(directDeviceRoutes(cache));
  await app.register(trackerSettingsRoutes);
};
