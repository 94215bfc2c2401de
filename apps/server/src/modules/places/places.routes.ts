import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, placeSearchAnswer, placeSearchQuery } from '@lodestar/contracts';
import { authenticated } from '../session/auth.plugin.ts';
import { searchPlaces } from './places.service.ts';

/**
 * GET /places/search: address autocomplete for the geofence and anchor forms (spec 1 §2.8: an address with lat,
 * lng and viewport). Any signed-in user: it reads no account's data, and it keeps the provider (and its usage
 * policy) behind our server instead of the browser.
 */
export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places/search',
    {
      onRequest: authenticated,
      schema: {
        tags: ['Geofence'],
        summary: 'Places matching typed text (q, limit up to 10), best first, with their point and viewport',
        querystring: placeSearchQuery,
        response: { 200: placeSearchAnswer, 401: errorBody, 422: errorBody, 502: errorBody },
      },
    },
    async (request) => {
      const { geocoder } = app.services.addresses;
      const onError = (error: unknown) => request.log.warn({ err: error }, 'place search failed');
      return { data: await searchPlaces(geocoder, request.query.q, request.query.limit, onError) };
    },
  );
};
