import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deviceDetails,
  deviceUser,
  envelope,
  errorBody,
  ingestKeyResponse,
  networkStatus,
  setIngestKeyRequest,
  trackerUsersRequest,
  updateTrackerRequest,
} from '@lodestar/contracts';
import { authenticated } from '../session/auth.plugin.ts';
import { trackerIdOf, visibleTrackerAccess } from './tracker-access.ts';
import { getIngestKey, setIngestKey } from './ingest-key.service.ts';
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
      const users = await replaceUsersWithAccess(db, access, deviceId, request.body);
      // sockets watching the account are checked again now: a member who lost the tracker stops seeing it
      app.services.realtime.sessionsEnded({ accountIds: [access.accountId] });
      return { data: users };
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

  // The tracker's ingest key (decision 0027): account administrators only, as it lets a device take commands.
  app.get(
    '/devices/:id/ingest-key',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "The tracker's ingest key and the identifier to configure on the device (account admins)",
        params,
        response: { 200: envelope(ingestKeyResponse), 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const deviceId = trackerIdOf(request.params.id);
      const access = await visibleTrackerAccess(db, request, deviceId);
      return { data: await getIngestKey(db, access, deviceId) };
    },
  );

  app.put(
    '/devices/:id/ingest-key',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary:
          'Set the ingest key (or, without ingest_key, a new random one): the tracker must then send ' +
          '<identifier>:<key> for its positions to be stored and its commands handed out (account admins)',
        params,
        body: setIngestKeyRequest,
        response: { 200: envelope(ingestKeyResponse), ...refusals },
      },
    },
    async (request) => {
      const deviceId = trackerIdOf(request.params.id);
      const access = await visibleTrackerAccess(db, request, deviceId);
      const trackers = app.services.ingest.trackers;
      return { data: await setIngestKey(db, trackers, access, deviceId, request.body?.ingest_key) };
    },
  );

  app.delete(
    '/devices/:id/ingest-key',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: 'Remove the ingest key: the tracker is known by its identifier alone again (account admins)',
        params,
        response: { 200: envelope(ingestKeyResponse), 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const deviceId = trackerIdOf(request.params.id);
      const access = await visibleTrackerAccess(db, request, deviceId);
      return { data: await setIngestKey(db, app.services.ingest.trackers, access, deviceId, null) };
    },
  );
};
