import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBody,
  REPORT_EMAIL_MESSAGE,
  reportBuilderRequest,
  reportEmailResponse,
} from '@lodestar/contracts';
import { resolveAccountAccess } from '../accounts/account-access.ts';
import { authenticated } from '../session/auth.plugin.ts';
import { sendCsv, today, zoneFor } from './download-reply.ts';
import { positionsCsvRequest } from './emailed-positions.ts';
import { planPositionReport, positionReportCsv } from './position-report.service.ts';

const tags = ['Downloads'];

/** POST /report-builder/ (spec 1 §7): the positions report at once, or e-mailed as a link (decision 0060). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, emailedFiles } = app.services;

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
        const to = { id: access.userId, email: user!.email, name: user!.name };
        await emailedFiles.request(database.db, positionsCsvRequest(plan, to));
        return { data: { message: REPORT_EMAIL_MESSAGE } };
      },
    );
  }
};
