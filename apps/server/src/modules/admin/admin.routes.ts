import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSearchQuery, adminSearchResult, envelope, errorBody } from '@lodestar/contracts';
import { authenticated, requireInternalAdmin } from '../session/auth.plugin.ts';
import { adminSearch } from './admin-search.service.ts';

const tags = ['Internal admin'];

/** The internal admin home's calls (decision 0031): internal admins signed in as themselves only. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  app.get(
    '/admin/search',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: 'Internal admins: find accounts, users and trackers by name, e-mail, serial, IMEI or ICCID',
        querystring: adminSearchQuery,
        response: { 200: envelope(adminSearchResult), 403: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      requireInternalAdmin(
        request,
        'Only internal admins, signed in as themselves, can search all accounts.',
      );
      return { data: await adminSearch(db, request.query) };
    },
  );
};
