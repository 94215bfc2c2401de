import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tripsOfTrack } from '@lodestar/domain';
import {
  devicePathsRequest,
  devicePathsResponse,
  deviceHistoryPathResponse,
  devicePositionsQuery,
  devicePositionsResponse,
  deviceStopsQuery,
  deviceStopsResponse,
  deviceTripsQuery,
  deviceTripsResponse,
  errorBody,
} from '@lodestar/contracts';
import { notFound } from '../../http/errors.ts';
import { accountScope } from '../accounts/accounts.routes.ts';
import { parseRouteId } from '../accounts/route-id.ts';
import { TRACKER_NOT_FOUND } from '../devices/devices.service.ts';
import { sendCsv, zoneFor } from '../downloads/download-reply.ts';
import { devicePathsStream } from './device-paths.ts';
import { historyRange } from './history-range.ts';
import { visibleTracker, type HistoryTracker } from './history-tracker.ts';
import type { HistoryRange } from './history.repository.ts';
import { POSITIONS_FORMAT_FILE, positionsStream } from './positions-download.ts';
import { StopCache } from './stop-cache.ts';
import { stopsCsv, toStopDto } from './stops-answer.ts';
import { findTripPoints } from './trip-points.repository.ts';
import { toTripsAnswer, tripsCsv } from './trips-answer.ts';

const tags = ['History'];
const deviceParam = z.object({ deviceId: z.string() });
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

const wantsCsv = (request: FastifyRequest) => String(request.headers.accept ?? '').includes('text/csv');

/** `serial-kind-from-to.ext`, with only characters every file system and header takes. */
const fileName = (tracker: HistoryTracker, kind: string, range: HistoryRange, extension: string) => {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const serial = tracker.serial.replace(/[^A-Za-z0-9_-]/g, '-');
  return `${serial}-${kind}-${day(range.from)}-${day(range.to)}.${extension}`;
};

/** A streamed body; the route's response schema documents it, the type of `send` cannot see that in a stream. */
const sendStream = (reply: FastifyReply, type: string, body: NodeJS.ReadableStream) =>
  reply
    .type(type)
    .header('cache-control', 'no-store')
    .send(body as never);

async function trackerOf(request: FastifyRequest, params: { deviceId: string }) {
  const deviceId = parseRouteId(params.deviceId);
  if (deviceId === null) throw notFound(TRACKER_NOT_FOUND);
  return visibleTracker(request.server.services.database.db, request.account, deviceId);
}

/** Position history, paths and stops inside one account (spec 1 §7). */
const accountHistoryRoutes =
  (stops: StopCache): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/devices/:deviceId/positions',
      {
        schema: {
          tags,
          summary:
            'A tracker’s positions in a range, in time order: JSON, the map’s path columns (format=path) or binary path records (format=packed, application/octet-stream), or CSV / GPX / GeoJSON downloads',
          params: deviceParam,
          querystring: devicePositionsQuery,
          response: { 200: z.union([devicePositionsResponse, deviceHistoryPathResponse]), ...errors },
        },
      },
      async (request, reply) => {
        const tracker = await trackerOf(request, request.params);
        const { query } = request;
        const format = query.format ?? (wantsCsv(request) ? 'csv' : 'json');
        const onScreen = format === 'json' || format === 'path' || format === 'packed';
        const range = historyRange(query, onScreen && !query.download ? 'view' : 'download');
        // only a CSV writes local times; JSON, GPX and GeoJSON times are UTC
        const zone =
          format === 'csv'
            ? (await zoneFor(request, request.account.userId, query.offset)).zone
            : { zone: 'UTC' };
        const file = POSITIONS_FORMAT_FILE[format];
        if (query.download) {
          const name = fileName(tracker, 'positions', range, file.extension);
          reply.header('content-disposition', `attachment; filename="${name}"`);
        }
        return sendStream(
          reply,
          file.type,
          positionsStream(app.services.database, tracker, range, format, zone),
        );
      },
    );

    app.get(
      '/devices/:deviceId/stops',
      {
        schema: {
          tags,
          summary:
            'Where a tracker stopped in a range (radius in km); CSV with download=1 or Accept: text/csv',
          params: deviceParam,
          querystring: deviceStopsQuery,
          response: { 200: deviceStopsResponse, ...errors },
        },
      },
      async (request, reply) => {
        const tracker = await trackerOf(request, request.params);
        const { query } = request;
        const csv = query.download === true || query.format === 'csv' || wantsCsv(request);
        const range = historyRange(query, csv ? 'download' : 'view');
        const found = (await stops.stopsOf(tracker.id, range)).map((s) =>
          toStopDto(s, app.services.addresses),
        );
        if (!csv) return { data: found };
        const times =
          query.format === 'zulu'
            ? 'zulu'
            : (await zoneFor(request, request.account.userId, query.offset)).zone;
        return sendCsv(reply, fileName(tracker, 'stops', range, 'csv'), stopsCsv(found, times));
      },
    );

    app.get(
      '/devices/:deviceId/trips',
      {
        schema: {
          tags,
          summary: 'A tracker’s trips in a range, with their figures and a summary; CSV on request',
          description:
            'The range split into trips and stops by the stops call’s own stop detection: a trip runs from one ' +
            'stop to the next (or from / to the range’s edge, then flagged partial). Each trip has its start and ' +
            'end (time, [lng, lat], address when known at once), distance in metres, duration, moving, idle and ' +
            'gap seconds, and maximum and average speed in m/s (average over moving time). Idling is standing ' +
            'still inside a trip for 5 minutes or more (docs/decisions/0072). meta.summary sums the range. ' +
            'Same range rules as the stops call; CSV (miles, mph) with download=1, format=csv or Accept: text/csv, ' +
            'times in the offset / x-timezone / user’s zone, or UTC with format=zulu.',
          params: deviceParam,
          querystring: deviceTripsQuery,
          response: { 200: deviceTripsResponse, ...errors },
        },
      },
      async (request, reply) => {
        const tracker = await trackerOf(request, request.params);
        const { query } = request;
        const csv = query.download === true || query.format === 'csv' || wantsCsv(request);
        const range = historyRange(query, csv ? 'download' : 'view');
        const track = await findTripPoints(app.services.database, tracker.id, range);
        const found = tripsOfTrack(track, { from: range.from.getTime(), to: range.to.getTime() });
        const answer = toTripsAnswer(found, app.services.addresses);
        if (!csv) return answer;
        const times =
          query.format === 'zulu'
            ? 'zulu'
            : (await zoneFor(request, request.account.userId, query.offset)).zone;
        return sendCsv(reply, fileName(tracker, 'trips', range, 'csv'), tripsCsv(answer.data, times));
      },
    );

    app.post(
      '/positions',
      {
        schema: {
          tags,
          summary: 'The paths of several trackers in a range, with their current positions',
          body: devicePathsRequest,
          response: { 200: devicePathsResponse, ...errors },
        },
      },
      async (request, reply) => {
        const range = historyRange(request.body, 'view');
        const body = await devicePathsStream(
          app.services.database,
          request.account,
          request.body.device_ids,
          range,
        );
        return sendStream(reply, 'application/json; charset=utf-8', body);
      },
    );
  };

/** The history module: one stops cache per app, shared by every account's calls. */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountScope(accountHistoryRoutes(new StopCache(app.services.database))));
};
