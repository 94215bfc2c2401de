import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addedTracker,
  addTrackerRequest,
  envelope,
  errorBody,
  provisioningAccount,
  provisioningRequest,
  provisioningResult,
  unknownTrackerList,
  unknownTrackerSighting,
} from '@lodestar/contracts';
import { notFound } from '../../http/errors.ts';
import { accountScope } from '../accounts/accounts.routes.ts';
import { parseRouteId } from '../accounts/route-id.ts';
import { authenticated, requireInternalAdmin } from '../session/auth.plugin.ts';
import { requireConfirmedEmail } from '../sign-up/confirmed-email.ts';
import { addTracker, findSighting, sightingDto } from './add-tracker.service.ts';
import { provisionFromCsv } from './csv-provisioning.service.ts';
import { listAccountTitles, listUnknownTrackers } from './provisioning.repository.ts';

const tags = ['Tracker'];

/** Adding a tracker to one account, and looking up whether an identifier has been reporting (claiming). */
const accountProvisioningRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  app.post(
    '/devices',
    {
      schema: {
        tags,
        summary:
          'Add a tracker (account admins): answers how to connect it (server URL, port, identifier, QR)',
        body: addTrackerRequest,
        response: { 201: envelope(addedTracker), 403: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      requireConfirmedEmail(request);
      const data = await addTracker(
        db,
        app.services.ingest.trackers,
        app.config,
        request.account,
        request.body,
      );
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/unknown-trackers/:identifier',
    {
      schema: {
        tags,
        summary:
          'Whether this identifier has been reporting without a tracker (account admins, before claiming)',
        params: z.object({ identifier: z.string().max(100) }),
        response: { 200: envelope(unknownTrackerSighting), 403: errorBody, 404: errorBody },
      },
    },
    async (request) => ({ data: await findSighting(db, request.account, request.params.identifier) }),
  );
};

/** Internal admins: identifiers reporting without a tracker, and provisioning any account from a CSV. */
const adminProvisioningRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  app.get(
    '/admin/unknown-trackers',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: 'Identifiers that report without a tracker, newest first (internal admins)',
        response: { 200: envelope(unknownTrackerList), 403: errorBody },
      },
    },
    async (request) => {
      requireInternalAdmin(request);
      return { data: (await listUnknownTrackers(db, 200)).map(sightingDto) };
    },
  );

  app.get(
    '/admin/provisioning/accounts',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: 'Every account by title, to provision trackers for (internal admins)',
        response: { 200: envelope(z.array(provisioningAccount)), 403: errorBody },
      },
    },
    async (request) => {
      requireInternalAdmin(request);
      return { data: await listAccountTitles(db) };
    },
  );

  app.post(
    '/admin/accounts/:accountId/devices/import',
    {
      onRequest: authenticated,
      bodyLimit: 3 * 1024 * 1024,
      schema: {
        tags,
        summary:
          'Provision trackers from a CSV (serial, imei, iccid, model, name): all rows or none (internal admins)',
        params: z.object({ accountId: z.string() }),
        body: provisioningRequest,
        response: { 200: envelope(provisioningResult), 403: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      requireInternalAdmin(request);
      const accountId = parseRouteId(request.params.accountId);
      if (accountId === null) throw notFound('Account not found.');
      const data = await provisionFromCsv(
        db,
        app.services.ingest.trackers,
        accountId,
        request.body.csv,
        request.body.dry_run ?? false,
      );
      return { data };
    },
  );
};

/** The provisioning module (decision 0030). */
export const provisioningRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountScope(accountProvisioningRoutes));
  await app.register(adminProvisioningRoutes);
};
