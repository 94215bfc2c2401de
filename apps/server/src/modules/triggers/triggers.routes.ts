import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorBody, saveTriggersRequest, trackerTriggers } from '@lodestar/contracts';
import { authenticated } from '../session/auth.plugin.ts';
import { trackerIdOf, visibleTrackerAccess } from '../devices/tracker-access.ts';
import { getTrackerTriggers, saveTrackerTriggers } from './triggers.service.ts';

const tags = ['Tracker'];
const params = z.object({ id: z.string() });

/** Temperature and humidity SLAs of a tracker (spec 1 §5, §7). */
export const triggerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, trackerEvents } = app.services;
  const db = database.db;

  app.get(
    '/devices/:id/triggers',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "The tracker's temperature (Celsius) and humidity SLAs; null is a disabled bound",
        params,
        response: { 200: envelope(trackerTriggers), 404: errorBody },
      },
    },
    async (request) => {
      const deviceId = trackerIdOf(request.params.id);
      await visibleTrackerAccess(db, request, deviceId);
      return { data: await getTrackerTriggers(db, deviceId) };
    },
  );

  app.post(
    '/devices/:id/triggers',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Replace the tracker's SLAs (admin and all roles; models with temperature or humidity)",
        params,
        body: saveTriggersRequest,
        response: { 200: envelope(trackerTriggers), 403: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const deviceId = trackerIdOf(request.params.id);
      const access = await visibleTrackerAccess(db, request, deviceId);
      const data = await saveTrackerTriggers(db, access, deviceId, request.body, (bounds) =>
        trackerEvents.slasChanged(deviceId, bounds),
      );
      return { data };
    },
  );
};
