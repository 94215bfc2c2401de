import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBody,
  publicReportDetailsResponse,
  reportDetailsQuery,
  reportExportQuery,
  reportExportType,
  REPORT_TEXTS,
  TIMEZONE_HEADER,
} from '@lodestar/contracts';
import { notFound } from '../../http/errors.ts';
import { sendCsv } from '../downloads/download-reply.ts';
import { chooseTimeZone } from '../downloads/time-zone.ts';
import { findReportEvents } from './report-content.repository.ts';
import { rangeOf, reportDetails } from './report-content.service.ts';
import { reportPdfStream, type ReportPdfDeps } from './report-pdf.service.ts';
import { reportEventsCsv, reportFileName, reportPositionsCsv } from './report-files.ts';
import { findPublicReport } from './reports.repository.ts';
import { sendPackedPath, tags } from './report-http.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const params = z.object({ uuid: z.string().max(64) });

/**
 * The public report page's calls (spec 2 §2 ReportViewView, §6): no sign-in, only the uuid, and only while the
 * report is public. An unknown, malformed or private uuid answers the same 404, so a link reveals nothing about
 * reports it does not open. The answers carry nothing of the account: no account or tracker ids of it beyond
 * the tracker's own name and id.
 */
export const publicReportRoutes =
  (deps: ReportPdfDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const publicReport = async (uuid: string) => {
      const row = UUID.test(uuid) ? await findPublicReport(db, uuid.toLowerCase()) : null;
      if (!row) throw notFound(REPORT_TEXTS.notFound);
      return row;
    };

    app.get(
      '/public-reports/:uuid',
      {
        schema: {
          tags,
          summary: 'A public report by its uuid, with its content (no sign-in; include=device is always on)',
          params,
          querystring: reportDetailsQuery,
          response: { 200: publicReportDetailsResponse, 404: errorBody, 422: errorBody },
        },
      },
      async (request) => {
        const row = await publicReport(request.params.uuid);
        const { data, meta } = await reportDetails(deps, row, request.query);
        const { account_id: _a, device_id: _d, device, ...rest } = data;
        return { data: { ...rest, device: { id: device.id, name: device.name } }, meta };
      },
    );

    app.get(
      '/public-reports/:uuid/path',
      {
        schema: {
          tags,
          summary: 'A public report’s path as binary records, as the tracker history’s format=packed',
          params,
          response: { 404: errorBody },
        },
      },
      async (request, reply) => sendPackedPath(reply, deps.database, await publicReport(request.params.uuid)),
    );

    app.get(
      '/public-reports/:uuid/export/:type',
      {
        schema: {
          tags,
          summary:
            'A public report’s file, downloaded at once: pdf, positions (CSV) or events (CSV); times in the zone of ?timezone= or x-timezone, else UTC',
          params: params.extend({ type: reportExportType }),
          querystring: reportExportQuery,
          response: { 404: errorBody, 422: errorBody },
        },
      },
      async (request, reply) => {
        const row = await publicReport(request.params.uuid);
        const zone = chooseTimeZone({ header: request.query.timezone ?? request.headers[TIMEZONE_HEADER] });
        switch (request.params.type) {
          case 'positions':
            return sendCsv(
              reply,
              reportFileName(row, 'positions', 'csv'),
              reportPositionsCsv(deps.database, row, zone),
            );
          case 'events': {
            const events = await findReportEvents(deps.database, row.deviceId, rangeOf(row));
            return sendCsv(reply, reportFileName(row, 'events', 'csv'), reportEventsCsv(events, zone));
          }
          case 'pdf':
            return reply
              .type('application/pdf')
              .header('content-disposition', `attachment; filename="${reportFileName(row, 'report', 'pdf')}"`)
              .header('cache-control', 'no-store')
              .send((await reportPdfStream(deps, row, zone)) as never);
        }
      },
    );
  };
