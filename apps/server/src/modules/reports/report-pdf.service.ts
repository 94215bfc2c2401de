import type { Readable } from 'node:stream';
import { BRAND_NAMES } from '@lodestar/contracts';
import type { BaseMapReader } from '../../integrations/base-map/base-map-reader.ts';
import { PermanentDeliveryError } from '../../jobs/outbox/delivery-errors.ts';
import type { EmailedFileBuilder } from '../files/emailed-files.ts';
import type { TimeZoneChoice } from '../downloads/time-zone.ts';
import { reportPdf } from './pdf/report-pdf.ts';
import {
  findLocationBefore,
  findReportEvents,
  reportLocations,
  reportPositions,
} from './report-content.repository.ts';
import { rangeOf, reportSummary, type ReportContentDeps } from './report-content.service.ts';
import { reportFileName } from './report-files.ts';
import { findReportAnywhere, type ReportRow } from './reports.repository.ts';

export interface ReportPdfDeps extends ReportContentDeps {
  baseMap: BaseMapReader | null;
  warn: (message: string) => void;
}

/** The kind of e-mailed file a report's PDF is (files module, decision 0060). */
export const REPORT_PDF_KIND = 'report-pdf';

/** A PDF's times are written in an IANA zone; a fixed offset (never asked for here) falls back to UTC. */
const zoneName = (zone: TimeZoneChoice) => ('zone' in zone ? zone.zone : 'UTC');

/**
 * A report's PDF (decision 0061), streamed as pdfkit writes it: the summary, stops and events are read first
 * (small), the positions are read in batches twice (the map's simplified path, then the table).
 */
export async function reportPdfStream(
  deps: ReportPdfDeps,
  row: ReportRow,
  zone: TimeZoneChoice,
): Promise<Readable> {
  const range = rangeOf(row);
  const [{ summary, stops }, events, lastKnownLocation] = await Promise.all([
    reportSummary(deps, row),
    findReportEvents(deps.database, row.deviceId, range),
    findLocationBefore(deps.database, row.deviceId, range.from),
  ]);
  return reportPdf(
    {
      brand: { product: BRAND_NAMES[row.usesGpxApp ? 'business' : 'consumer'], account: row.accountTitle },
      tracker: { name: row.deviceName, serial: row.deviceSerial },
      period: range,
      zone: zoneName(zone),
      units: 'imperial',
      summary,
      stops,
      events,
      positions: () => reportPositions(deps.database, row.deviceId, range),
      locations: () => reportLocations(deps.database, row.deviceId, range),
      positionsTotal: summary.positions_count,
      lastKnownLocation,
      baseMap: deps.baseMap,
      generatedAt: new Date(),
    },
    { warn: deps.warn },
  );
}

/** What an e-mailed report PDF request stores: the report is read again when the PDF is made. */
interface ReportPdfParams {
  reportId: number;
  zone: TimeZoneChoice;
}

export const reportPdfParams = (reportId: number, zone: TimeZoneChoice): ReportPdfParams => ({
  reportId,
  zone,
});

/** Makes the PDF of a report asked for by mail; a report deleted meanwhile cannot be made, so no retry. */
export function reportPdfBuilder(deps: ReportPdfDeps): EmailedFileBuilder {
  return async (params) => {
    const { reportId, zone } = params as ReportPdfParams;
    const row = await findReportAnywhere(deps.database.db, reportId);
    if (!row) throw new PermanentDeliveryError('the report was deleted before its PDF was made');
    return {
      name: reportFileName(row, 'report', 'pdf'),
      contentType: 'application/pdf',
      body: await reportPdfStream(deps, row, zone),
      what: 'report PDF',
    };
  };
}
