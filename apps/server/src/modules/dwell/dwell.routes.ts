import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dwellDevicesResponse,
  dwellGeofence,
  dwellGeofencePage,
  dwellGeofenceQuery,
  dwellListQuery,
  envelope,
  errorBody,
  GEOFENCE_TEXTS,
} from '@lodestar/contracts';
import { notFound } from '../../http/errors.ts';
import { accountScope } from '../accounts/accounts.routes.ts';
import { parseRouteId } from '../accounts/route-id.ts';
import { dwellDevicesOf, dwellGeofenceOf, listDwell, requireDashboards } from './dwell.service.ts';

const tags = ['Dwell'];
const params = z.object({ geofenceId: z.string() });
const refusals = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

/** A geofence id from the path; anything that cannot be one is the same 404 as an unknown geofence. */
function geofenceIdOf(value: string): number {
  const id = parseRouteId(value);
  if (id === null) throw notFound(GEOFENCE_TEXTS.notFound);
  return id;
}

/**
 * The dwell dashboard's calls (spec 2 §7 Dwell; definitions in docs/decisions/0063-dwell-figures.md). Every call
 * needs the dashboards setting; the devices role's figures and rows count only its own trackers.
 */
const accountDwellRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  // before the query is validated: an account without dashboards hears that, whatever it asked
  app.addHook('preValidation', async (request) => requireDashboards(db, request.account));

  app.get(
    '/dwell/geofences',
    {
      schema: {
        tags,
        summary:
          'Geofences in name order (search: name or address) with their dwell figures over the period (30, 60 or 90 days)',
        querystring: dwellListQuery,
        response: { 200: dwellGeofencePage, ...refusals },
      },
    },
    async (request) => listDwell(db, request.account, request.query),
  );

  app.get(
    '/dwell/geofences/:geofenceId',
    {
      schema: {
        tags,
        summary: "One geofence's dwell figures over the period; field names the figure being refreshed",
        params,
        querystring: dwellGeofenceQuery,
        response: { 200: envelope(dwellGeofence), ...refusals },
      },
    },
    async (request) => ({
      data: await dwellGeofenceOf(
        db,
        request.account,
        geofenceIdOf(request.params.geofenceId),
        request.query,
      ),
    }),
  );

  app.get(
    '/dwell/geofences/:geofenceId/devices',
    {
      schema: {
        tags,
        summary: 'The trackers inside the geofence now, longest stay first, with when they entered',
        params,
        response: { 200: dwellDevicesResponse, ...refusals },
      },
    },
    async (request) => ({
      data: await dwellDevicesOf(db, request.account, geofenceIdOf(request.params.geofenceId)),
    }),
  );
};

export const dwellRoutes: FastifyPluginAsyncZod = accountScope(accountDwellRoutes);
