import { z } from 'zod';
import { apiDateText } from './api-date.ts';
import { pageMeta, recordId } from './envelope.ts';
import { stop } from './history.ts';
import { trackerEventType } from './tracker-events.ts';
import { fixType } from './tracking.ts';

/** Texts of the report calls and screens (spec 2 §2, §5, §8; spec 1 §8 shared messages). */
export const REPORT_TEXTS = {
  noReports: 'No reports have been created',
  notFound: 'This report does not exist',
  trackerRequired: 'A tracker is required',
  dateRequired: 'date is required',
  badDate: 'must be a date as yyyy-MM-dd HH:mm:ss or ISO-8601',
  startAfterEnd: 'The start date must be before the end date',
  endAfterToday: 'The end date cannot be after the end of today',
  tooFarBack: (months: number) => `The start date cannot be more than ${months} months back`,
  foreignTracker: 'A tracker is required',
  cantAction: (action: string) => `Can't ${action}`,
  copied: 'Copied!',
  backBar: 'All Reports',
  downloadPdf: 'Download PDF',
  pdfDialogTitle: 'Report PDF Download',
  pdfDialogText:
    'Your PDF is being generated. Once ready, you will receive an email notification with the download link',
  noPositions: 'No positions in this period',
  noStops: 'No stops in this period',
  noEvents: 'No events',
} as const;

/** Spec 2 §9 report timings, in milliseconds. */
export const REPORT_TIMING = {
  publicToggleDebounce: 600,
  copyToast: 800,
  copiedLabel: 2_000,
  publicErrorToast: 15_000,
  dateWarning: 5_000,
} as const;

/** Positions per page of a report's positions list (details answer). */
export const REPORT_POSITIONS_PER_PAGE = 100;
export const REPORT_POSITIONS_PER_PAGE_MAX = 1_000;
/** Reports per page of the list. */
export const REPORT_LIST_PER_PAGE_MAX = 200;

const dateMessages = { required: REPORT_TEXTS.dateRequired, format: REPORT_TEXTS.badDate };

/** POST /accounts/{id}/reports: the tracker and the period (ISO times; without an offset, UTC). */
export const createReportRequest = z.object({
  device_id: recordId.nullish().refine((v) => v != null, { error: REPORT_TEXTS.trackerRequired }),
  start_at: apiDateText({ messages: dateMessages }),
  end_at: apiDateText({ messages: dateMessages }),
});
export type CreateReportRequest = z.infer<typeof createReportRequest>;

/** PUT /accounts/{id}/reports/{id}: only the public switch changes (spec 2 §7). */
export const updateReportRequest = z.object({
  is_public: z.boolean({ error: 'must be true or false' }),
});
export type UpdateReportRequest = z.infer<typeof updateReportRequest>;

/** The tracker of a report, as much of it as a report shows. */
export const reportDevice = z.object({ id: z.number().int(), name: z.string(), account_id: z.number().int() });

/** A report as the list and the details carry it (spec 2 §3). Times ISO-8601 UTC. */
export const report = z.object({
  id: z.number().int(),
  uuid: z.string(),
  is_public: z.boolean(),
  start_at: z.string(),
  end_at: z.string(),
  account_id: z.number().int(),
  device_id: z.number().int(),
  created_at: z.string(),
  /** With include=device. */
  device: reportDevice.optional(),
});
export type Report = z.infer<typeof report>;

/** One position of a report (spec 2 §3): speed in m/s, accuracy in metres, battery in percent. */
export const reportPosition = z.object({
  timestamp: z.string(),
  address: z.string().nullable(),
  /** [lng, lat] */
  location: z.tuple([z.number(), z.number()]),
  speed: z.number().nullable(),
  fix: fixType,
  battery: z.number().nullable(),
  accuracy: z.number().nullable(),
});
export type ReportPosition = z.infer<typeof reportPosition>;

/** One event of a report (spec 2 §3). */
export const reportEvent = z.object({
  id: z.number().int(),
  created_at: z.string(),
  description: z.string(),
  event_type: trackerEventType,
  /** [lng, lat] of the fix that caused it, when known: the map's event markers. */
  location: z.tuple([z.number(), z.number()]).nullable(),
});
export type ReportEvent = z.infer<typeof reportEvent>;

/**
 * The period's figures (the PDF's trip summary and the details' header): distance in metres, times in seconds,
 * speeds in m/s. Moving time is the time between fixes outside stops; parked time the time inside stops.
 */
export const reportSummary = z.object({
  positions_count: z.number().int(),
  distance_m: z.number(),
  moving_seconds: z.number().int(),
  parked_seconds: z.number().int(),
  stops_count: z.number().int(),
  max_speed: z.number().nullable(),
  avg_speed: z.number().nullable(),
  first_fix_at: z.string().nullable(),
  last_fix_at: z.string().nullable(),
});
export type ReportSummary = z.infer<typeof reportSummary>;

/** A report with its content: one page of positions (meta.positions), all stops and events, the summary. */
export const reportDetails = report.extend({
  device: reportDevice,
  summary: reportSummary,
  stops: z.array(stop),
  events: z.array(reportEvent),
  positions: z.array(reportPosition),
});
export type ReportDetails = z.infer<typeof reportDetails>;

export const reportDetailsResponse = z.object({
  data: reportDetails,
  meta: z.object({ positions: pageMeta }),
});
export type ReportDetailsResponse = z.infer<typeof reportDetailsResponse>;

/** The public page's report: the same content, with nothing of the account (no account ids). */
export const publicReportDetails = reportDetails
  .omit({ account_id: true, device_id: true, device: true })
  .extend({ device: z.object({ id: z.number().int(), name: z.string() }) });
export type PublicReportDetails = z.infer<typeof publicReportDetails>;
export const publicReportDetailsResponse = z.object({
  data: publicReportDetails,
  meta: z.object({ positions: pageMeta }),
});
export type PublicReportDetailsResponse = z.infer<typeof publicReportDetailsResponse>;

const pageNumber = z.coerce.number({ error: 'must be a number' }).int('must be a whole number');

/** GET /accounts/{id}/reports: newest first, paged like the other tables. */
export const reportListQuery = z.object({
  include: z.string().max(100).optional(),
  page: pageNumber.min(1, 'must be at least 1').max(1_000_000).optional(),
  per_page: pageNumber.min(1, 'must be at least 1').max(REPORT_LIST_PER_PAGE_MAX).optional(),
});
export const reportPage = z.object({ data: z.array(report), meta: pageMeta });
export type ReportPage = z.infer<typeof reportPage>;

/** GET one report (account or public): include=device, and which page of its positions. */
export const reportDetailsQuery = z.object({
  include: z.string().max(100).optional(),
  positions_page: pageNumber.min(1, 'must be at least 1').max(1_000_000).optional(),
  positions_per_page: pageNumber
    .min(1, 'must be at least 1')
    .max(REPORT_POSITIONS_PER_PAGE_MAX, `must be at most ${REPORT_POSITIONS_PER_PAGE_MAX}`)
    .optional(),
});
export type ReportDetailsQuery = z.infer<typeof reportDetailsQuery>;

/** GET /public-reports/{uuid}/export/{type} */
export const REPORT_EXPORT_TYPES = ['pdf', 'positions', 'events'] as const;
export const reportExportType = z.enum(REPORT_EXPORT_TYPES, { error: 'must be pdf, positions or events' });
export type ReportExportType = z.infer<typeof reportExportType>;

/** The public files' query: their times in this IANA zone (a link carries no x-timezone header), else UTC. */
export const reportExportQuery = z.object({ timezone: z.string().max(64).optional() });

/** GET /reports/{id}/export answers this, and the PDF link arrives by mail. */
export const reportExportResponse = z.object({ data: z.object({ message: z.string() }) });
