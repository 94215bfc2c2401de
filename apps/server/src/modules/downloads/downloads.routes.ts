import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deviceIdsRequest,
  deviceListParams,
  deviceListQuery,
  envelope,
  errorBody,
} from '@lodestar/contracts';
import { accountScope } from '../accounts/accounts.routes.ts';
import { foldBracketKeys } from '../devices/bracket-query.ts';
import { visibleTrackerIds } from './device-ids.service.ts';
import { sendCsv, today, zoneFor } from './download-reply.ts';
import { FileCleanup } from '../files/file-cleanup.ts';
import { POSITIONS_CSV, positionsCsvBuilder } from './emailed-positions.ts';
import { fileDownloadRoutes } from './file-download.routes.ts';
import { reportRoutes } from './report-builder.routes.ts';
import { trackerListCsv } from './tracker-list-csv.service.ts';

const tags = ['Downloads'];

/** Filters in the body either as they are or wrapped in `params` (what the web app's download menu sends). */
const deviceListBody = z.preprocess((body) => {
  const b = body as { params?: unknown } | undefined | null;
  return (b && typeof b === 'object' && 'params' in b ? b.params : b) ?? {};
}, deviceListParams);

/** Downloads inside one account (spec 1 §7): the tracker list as CSV and the ids behind a selection. */
const accountDownloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  app.post(
    '/device-list',
    {
      preValidation: foldBracketKeys,
      schema: {
        tags,
        summary: 'The tracker list as CSV: the GET device-list filters, in the query or the JSON body',
        querystring: deviceListQuery,
        body: deviceListBody.optional(),
        response: { 422: errorBody },
      },
    },
    async (request, reply) => {
      const { zone } = await zoneFor(request, request.account.userId);
      const query = { ...request.query, ...request.body };
      const csv = await trackerListCsv(db, request.account, query, zone);
      return sendCsv(reply, `trackers-${request.account.accountId}-${today()}.csv`, csv);
    },
  );

  app.post(
    '/device-ids',
    {
      schema: {
        tags,
        summary:
          'Ids of the visible trackers in the groups named (group_ids) and/or matching the device-list filters',
        body: deviceIdsRequest,
        response: { 200: envelope(z.array(z.number().int())), 422: errorBody },
      },
    },
    async (request) => ({ data: await visibleTrackerIds(db, request.account, request.body) }),
  );
};

/** The downloads module: account downloads, the report builder, and the e-mailed files and their cleanup. */
export const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, files, emailedFiles } = app.services;
  // on every instance, so any of them can make a file another one was asked for
  emailedFiles.register(POSITIONS_CSV, positionsCsvBuilder(database.db));
  const cleanup = new FileCleanup(files, app.log);
  // not awaited: the first pass never holds up 'ready'
  app.addHook('onReady', async () => void cleanup.start());
  // background jobs (mail queued after an answer) are finished before the database closes
  app.addHook('onClose', async () => {
    await cleanup.stop();
    await app.services.jobs.idle();
  });
  await app.register(accountScope(accountDownloadRoutes));
  await app.register(reportRoutes);
  await app.register(fileDownloadRoutes);
};
