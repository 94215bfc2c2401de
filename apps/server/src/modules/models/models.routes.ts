import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, model, modelListQuery, pagedEnvelope } from '@lodestar/contracts';
import { authenticated } from '../session/auth.plugin.ts';
import { listModels } from './models.service.ts';

/** GET /models: the tracker model catalogue, for any signed-in caller (it holds nothing account-specific). */
export const modelRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  app.get(
    '/models',
    {
      onRequest: authenticated,
      schema: {
        tags: ['Tracker'],
        summary: 'Tracker models, in title order (per_page up to 200)',
        querystring: modelListQuery,
        response: { 200: pagedEnvelope(model), 401: errorBody, 422: errorBody },
      },
    },
    async (request) => listModels(db, request.query),
  );
};
