import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commandListQuery,
  commandListResponse,
  dialogQuery,
  dialogResponse,
  errorBody,
  sendCommandRequest,
  sendCommandResponse,
} from '@lodestar/contracts';
import { notFound } from '../../http/errors.ts';
import { parseRouteId } from '../accounts/route-id.ts';
import { accessToDevice } from '../devices/device-access.ts';
import { TRACKER_NOT_FOUND } from '../devices/devices.service.ts';
import { authenticated } from '../session/auth.plugin.ts';
import { getDialog, listCommands, listDeviceCommands } from './commands.service.ts';
import { sendCommand } from './send-command.service.ts';

const tags = ['Commands'];
const idParam = z.object({ id: z.string() });
const trackerId = (raw: string) => {
  const id = parseRouteId(raw);
  if (id === null) throw notFound(TRACKER_NOT_FOUND);
  return id;
};

/**
 * The command catalogue and the dialog with a tracker (spec 1 §2.6 Commands, §7). Starts command delivery (the
 * tracker's OsmAnd reports carry queued commands back) for as long as the app runs.
 */
export const commandRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, commands: delivery, sms } = app.services;
  const db = database.db;
  await delivery.start();
  app.addHook('onClose', async () => delivery.stop());

  app.get(
    '/commands',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "The command catalogue, or one model's commands (model_id) with the model-less ones",
        querystring: commandListQuery,
        response: { 200: commandListResponse, 401: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => ({ data: await listCommands(db, request.query.model_id) }),
  );

  app.get(
    '/devices/:id/commands',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: 'Commands that may be sent to this tracker, in display order',
        params: idParam,
        response: { 200: commandListResponse, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const deviceId = trackerId(request.params.id);
      const access = await accessToDevice(db, request, deviceId);
      return { data: await listDeviceCommands(db, access, deviceId) };
    },
  );

  app.get(
    '/devices/:id/dialogs',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: 'The latest 100 messages to and from this tracker, newest first (includes=device adds it)',
        params: idParam,
        querystring: dialogQuery,
        response: { 200: dialogResponse, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const deviceId = trackerId(request.params.id);
      const access = await accessToDevice(db, request, deviceId);
      return getDialog(db, access, deviceId, request.query.includes);
    },
  );

  app.post(
    '/devices/:id/dialogs',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: 'Sends a catalogue or custom command via data, sms and/or sos: one message per channel',
        params: idParam,
        body: sendCommandRequest,
        response: {
          201: sendCommandResponse,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          422: errorBody,
          502: errorBody,
        },
      },
    },
    async (request, reply) => {
      const deviceId = trackerId(request.params.id);
      const access = await accessToDevice(db, request, deviceId);
      const data = await sendCommand({ db, sms, delivery, log: request.log }, access, deviceId, request.body);
      return reply.code(201).send({ data });
    },
  );
};
