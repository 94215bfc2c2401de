import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createReportRequest,
  envelope,
  errorBody,
  PACKED_PATH_CONTENT_TYPE,
  report,
  reportDetailsQuery,
  reportDetailsResponse,
  reportListQuery,
  reportPage,
  updateReportRequest,
} from '@lodestar/contracts';
import { accountScope } from '../accounts/accounts.routes.ts';
import { zoneFor } from '../downloads/download-reply.ts';
import { StopCache } from '../history/stop-cache.ts';
import { publicReportRoutes } from './public-reports.routes.ts';
import { reportDetails, type ReportContentDeps } from './report-content.service.ts';
import { reportIdOf, sendPackedPath, tags } from './report-http.ts';
import { reportExportRoutes } from './report-export.routes.ts';
import { REPORT_PDF_KIND, reportPdfBuilder, type ReportPdfDeps } from './report-pdf.service.ts';
import { BaseMapReader } from '../../integrations/base-map/base-map-reader.ts';
import { includes } from '../../http/include-list.ts';
import { createReport, listReports, removeReport, reportOf, setReportPublic } from './reports.service.ts';

const params = z.object({ reportId: z.string() });
const refusals = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

/** Reports of an account (spec 2 §7 Reports). */
const accountReportRoutes =
  (deps: ReportContentDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;

    app.get(
      '/reports',
      {
        schema: {
          tags,
          summary: 'Reports, newest first (include=device); the devices role sees its trackers’ reports only',
          querystring: reportListQuery,
          response: { 200: reportPage, ...refusals },
        },
      },
      async (request) =>
        listReports(db, request.account, request.query, includes(request.query.include, 'device')),
    );

    app.post(
      '/reports',
      {
        schema: {
          tags,
          summary:
            'Create a report of one tracker for a period (ISO times); answers its id. The period ends by the end of today and starts at most 3 months back (12 with unlimited_date_selection)',
          body: createReportRequest,
          response: { 201: envelope(z.object({ id: z.number().int() })), ...refusals },
        },
      },
      async (request, reply) => {
        const { zone } = await zoneFor(request, request.account.userId);
        const created = await createReport(db, request.account, request.body, zone);
        return reply.code(201).send({ data: created });
      },
    );

    app.get(
      '/reports/:reportId',
      {
        schema: {
          tags,
          summary:
            'A report with its summary, stops, events and one page of its positions (positions_page, positions_per_page)',
          params,
          querystring: reportDetailsQuery,
          response: { 200: reportDetailsResponse, ...refusals },
        },
      },
      async (request) => {
        const row = await reportOf(db, request.account, reportIdOf(request.params.reportId));
        return reportDetails(deps, row, request.query);
      },
    );

    app.get(
      '/reports/:reportId/path',
      {
        schema: {
          tags,
          summary: `The report's path as binary records (${PACKED_PATH_CONTENT_TYPE}), as the tracker history's format=packed`,
          params,
          response: refusals,
        },
      },
      async (request, reply) => {
        const row = await reportOf(db, request.account, reportIdOf(request.params.reportId));
        return sendPackedPath(reply, deps.database, row);
      },
    );

    app.put(
      '/reports/:reportId',
      {
        schema: {
          tags,
          summary: 'Make a report public (its uuid link works) or private again',
          params,
          body: updateReportRequest,
          response: { 200: envelope(report), ...refusals },
        },
      },
      async (request) => ({
        data: await setReportPublic(
          db,
          request.account,
          reportIdOf(request.params.reportId),
          request.body.is_public,
        ),
      }),
    );

    app.delete(
      '/reports/:reportId',
      {
        schema: {
          tags,
          summary: 'Delete a report (its public link stops working)',
          params,
          response: { 200: envelope(z.object({ id: z.number().int() })), ...refusals },
        },
      },
      async (request) => ({
        data: await removeReport(db, request.account, reportIdOf(request.params.reportId)),
      }),
    );
  };

/**
 * The reports module: account calls, the public page's calls and the exports. One stops cache and one base map
 * reader for them all; the report PDF builder is registered on every instance, whichever one a mail's work reaches.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, addresses, config, emailedFiles } = app.services;
  const deps: ReportPdfDeps = {
    database,
    addresses,
    stops: new StopCache(database),
    baseMap: BaseMapReader.open({ webDist: config.WEB_DIST }, app.log),
    warn: (message) => app.log.warn(message),
  };
  emailedFiles.register(REPORT_PDF_KIND, reportPdfBuilder(deps));
  await app.register(accountScope(accountReportRoutes(deps)));
  await app.register(publicReportRoutes(deps));
  await app.register(reportExportRoutes(deps));
};
