import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deviceDetails,
  deviceUser,
  envelope,
  errorBody,
  networkStatus,
  trackerUsersRequest,
  updateTrackerRequest,
} from '@lodestar/contracts';
import { authenticated } from '../session/auth.plugin.ts';
import { trackerIdOf, visibleTrackerAccess } from './tracker-access.ts';
import { networkStatusOf, replaceUsersWithAccess, updateTrackerNotes } from './tracker-settings.service.ts';

const tags = ['Tracker'];
const params = z.object({ id: z.string() });
const refusals = { 403: errorBody, 404: errorBody, 422: errorBody };

/** Tracker details' Notes and Access sections and its network status (spec 1 §2.6, §7). */
export const trackerSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  app.put(
    '/devices/:id',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: 'Rename the tracker or change its note (admin and all roles); answers the tracker details',
        params,
        body: updateTrackerRequest,
        response: { 200: envelope(deviceDetails), ...refusals },
      },
    },
    async (request) => {
      const deviceId = trackerIdOf(request.params.id);
      const access = await visibleTrackerAccess(db, request, deviceId);
      return { data: await updateTrackerNotes(db, access, deviceId, request.body) };
    },
  );

  app.put(
    '/devices/:id/users',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: 'Set exactly which specific-devices members may see the tracker (admin and all roles)',
        params,
        body: trackerUsersRequest,
        response: { 200: envelope(z.array(deviceUser)), ...refusals },
      },
    },
    async (request) => {
      const deviceId = trackerIdOf(request.params.id);
      const access = await visibleTrackerAccess(db, request, deviceId);
      return { data: await replaceUsersWithAccess(db, access, deviceId, request.body) };
    },
  );

  app.get(
    '/devices/:id/network-status',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Whether the tracker reports on time (its model's expected_report_minutes)",
        params,
        response: { 200: envelope(networkStatus), 404: errorBody },
      },
    },
    async (request) => {
      const deviceId = trackerIdOf(request.params.id);
      await visibleTrackerAccess(db, request, deviceId);
      return { data: await networkStatusOf(db, deviceId) };
    },
  );
};
