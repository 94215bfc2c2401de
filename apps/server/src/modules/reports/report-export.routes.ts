import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, REPORT_TEXTS, reportExportResponse } from '@lodestar/contracts';
import { HttpError, notFound } from '../../http/errors.ts';
import { canSeeDevice, resolveAccountAccess } from '../accounts/account-access.ts';
import { zoneFor } from '../downloads/download-reply.ts';
import { authenticated } from '../session/auth.plugin.ts';
import { REPORT_PDF_KIND, reportPdfParams, type ReportPdfDeps } from './report-pdf.service.ts';
import { reportIdOf, tags } from './report-http.ts';
import { findReportAnywhere } from './reports.repository.ts';

/**
 * GET /reports/{id}/export (spec 2 §7, §8): the PDF is made in the background and its link mailed to the caller
 * (decision 0060), who may download it for 7 days. The report is found first and then the caller's access to its
 * account and tracker decided, so another account's report and one the devices role may not see answer the same
 * 404 as a missing one.
 */
export const reportExportRoutes =
  (deps: ReportPdfDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { emailedFiles } = app.services;
    const db = deps.database.db;

    app.get(
      '/reports/:reportId/export',
      {
        onRequest: authenticated,
        schema: {
          tags,
          summary: 'Make the report’s PDF and e-mail its download link to the caller (answers at once)',
          params: z.object({ reportId: z.string() }),
          response: { 200: reportExportResponse, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const row = await findReportAnywhere(db, reportIdOf(request.params.reportId));
        if (!row) throw notFound(REPORT_TEXTS.notFound);
        const access = await resolveAccountAccess(db, request, row.accountId).catch((err: unknown) => {
          if (err instanceof HttpError && err.statusCode === 403) throw notFound(REPORT_TEXTS.notFound);
          throw err;
        });
        if (!canSeeDevice(access, row.deviceId)) throw notFound(REPORT_TEXTS.notFound);
        const { user, zone } = await zoneFor(request, access.userId);
        await emailedFiles.request(db, {
          kind: REPORT_PDF_KIND,
          params: reportPdfParams(row.id, zone),
          user: { id: access.userId, email: user!.email, name: user!.name },
          accountId: row.accountId,
          what: 'report PDF',
        });
        return { data: { message: REPORT_TEXTS.pdfDialogText } };
      },
    );
  };
