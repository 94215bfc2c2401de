import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBody,
  REPORT_EMAIL_MESSAGE,
  reportBuilderRequest,
  reportEmailResponse,
} from '@lodestar/contracts';
import { notFound } from '../../http/errors.ts';
import { resolveAccountAccess } from '../accounts/account-access.ts';
import { authenticated } from '../session/auth.plugin.ts';
import { downloadFilePath, downloadKindOf, verifyDownloadToken } from './download-links.ts';
import { sendCsv, today, zoneFor } from './download-reply.ts';
import { emailPositionReport } from './emailed-report.service.ts';
import { planPositionReport, positionReportCsv } from './position-report.service.ts';

const tags = ['Downloads'];
const LINK_GONE = 'This download link has expired or does not exist.';

/** POST /report-builder/ (spec 1 §7) and the capability links its e-mails carry. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, mail, jobs, config } = app.services;

  // the spec's path ends in a slash; the bare path is accepted too and left out of the OpenAPI document
  for (const url of ['/report-builder/', '/report-builder']) {
    app.post(
      url,
      {
        onRequest: authenticated,
        schema: {
          tags,
          hide: url === '/report-builder',
          summary: 'Positions report: a CSV at once, or e-mailed as a download link (send_email)',
          body: reportBuilderRequest,
          response: { 200: reportEmailResponse, 403: errorBody, 422: errorBody },
        },
      },
      async (request, reply) => {
        const { filters, response_type } = request.body;
        const access = await resolveAccountAccess(database.db, request, filters.account_id);
        const { user, zone } = await zoneFor(request, access.userId, filters.offset);
        const plan = await planPositionReport(database.db, access, request.body, zone);
        if (response_type === 'csv') {
          const csv = positionReportCsv(database.db, plan);
          return sendCsv(reply, `positions-${access.accountId}-${today()}.csv`, csv);
        }
        const ctx = {
          db: database.db,
          mail,
          dataDir: config.DATA_DIR,
          publicUrl: config.PUBLIC_URL,
          secret: config.APP_SECRET,
        };
        jobs.run('positions report e-mail', () => emailPositionReport(ctx, plan, user!));
        return { data: { message: REPORT_EMAIL_MESSAGE } };
      },
    );
  }

  app.get(
    '/downloads/:token',
    {
      schema: {
        tags,
        summary:
          'A file an e-mail linked to: the link itself is the permission (signed, expires after 7 days)',
        params: z.object({ token: z.string().max(200) }),
        response: { 404: errorBody },
      },
    },
    async (request, reply) => {
      const fileId = verifyDownloadToken(config.APP_SECRET, request.params.token);
      if (!fileId) throw notFound(LINK_GONE);
      const file = downloadFilePath(config.DATA_DIR, fileId);
      const info = await stat(file).catch(() => null);
      if (!info) throw notFound(LINK_GONE);
      reply.header('content-length', info.size);
      const name = `${downloadKindOf(fileId)}-${info.mtime.toISOString().slice(0, 10)}.csv`;
      return sendCsv(reply, name, createReadStream(file));
    },
  );
};
