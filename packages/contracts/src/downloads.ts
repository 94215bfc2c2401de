import { z } from 'zod';
import { apiDateText } from './api-date.ts';
import { recordId } from './envelope.ts';
import { deviceListQuery, DEVICE_LIST_MAX } from './tracking-queries.ts';

/**
 * JSON bodies carry true/1 where a query string carries '1': values are turned into the query-string form so the
 * device-list filters are validated by the one schema the GET list uses.
 */
const asQueryValue = (value: unknown): unknown => {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(asQueryValue);
  return value;
};
const asQueryValues = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asQueryValue(v)]))
    : value;

/** The GET /accounts/{id}/device-list filters sent in a JSON body (POST device-list, POST device-ids). */
export const deviceListParams = z.preprocess(asQueryValues, deviceListQuery);
export type DeviceListParams = z.infer<typeof deviceListParams>;

/** POST /accounts/{id}/device-ids: the visible trackers of the given groups, or matching the list filters. */
export const deviceIdsRequest = z.object({
  group_ids: z.array(recordId, { error: 'must be a list of ids' }).max(DEVICE_LIST_MAX).optional(),
  params: deviceListParams.optional(),
});
export type DeviceIdsRequest = z.infer<typeof deviceIdsRequest>;

/** Columns a positions report may have, in the order the CSV shows them. */
export const POSITION_REPORT_FIELDS = [
  'device_name',
  'serial',
  'imei',
  'fix_time',
  'server_time',
  'latitude',
  'longitude',
  'address',
  'speed',
  'course',
  'altitude',
  'battery',
  'charging',
  'low_battery',
  'sos',
  'overspeed',
  'fix',
  'accuracy',
  'valid',
  'temperature',
  'humidity',
] as const;
export type PositionReportField = (typeof POSITION_REPORT_FIELDS)[number];

/** The columns a positions report has when the caller names none. */
export const DEFAULT_POSITION_REPORT_FIELDS: readonly PositionReportField[] = [
  'device_name',
  'serial',
  'fix_time',
  'latitude',
  'longitude',
  'address',
  'speed',
  'battery',
  'fix',
];

/** The longest history one report may cover (spec 1 §9: history download range at most 90 days). */
export const POSITION_REPORT_MAX_DAYS = 90;

const flag = z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], {
  error: 'must be true or false',
});
const isoTime = apiDateText({ dateOnly: 'refuse' });
const idOrIdString = z.union(
  [
    recordId,
    z
      .string()
      .regex(/^[1-9]\d{0,9}$/)
      .transform(Number)
      .pipe(recordId),
  ],
  {
    error: 'must be an id',
  },
);

/** Tracker conditions: `device_ids: [1,2]`, `device_id: 1`, or `device_id: { in: [1,2] }`. */
const deviceIdCondition = z.union(
  [idOrIdString, z.object({ in: z.array(idOrIdString).max(DEVICE_LIST_MAX) })],
  {
    error: 'must be an id or { in: [ids] }',
  },
);

export const positionReportFilters = z.object({
  account_id: idOrIdString,
  /** true: each tracker's newest position; false: every stored position between fix_time_from and fix_time_to. */
  only_current_positions: flag
    .transform((v) => v === true || v === 1 || v === '1' || v === 'true')
    .default(false),
  /**
   * Minutes to add to UTC for the times in the file (east positive: -300 is US Eastern standard time), as
   * dayjs().utcOffset() gives. Without it: the x-timezone header, else the user's time zone, else UTC.
   */
  offset: z.coerce
    .number({ error: 'must be a number of minutes' })
    .int('must be a whole number of minutes')
    .multipleOf(15, 'must be a multiple of 15 minutes')
    .min(-720, 'must be between -720 and 840 minutes')
    .max(840, 'must be between -720 and 840 minutes')
    .optional(),
  fix_time_from: isoTime.optional(),
  fix_time_to: isoTime.optional(),
  device_ids: z.array(idOrIdString).max(DEVICE_LIST_MAX).optional(),
  device_id: deviceIdCondition.optional(),
});
export type PositionReportFilters = z.infer<typeof positionReportFilters>;

/** POST /report-builder/ (spec 1 §7). */
export const reportBuilderRequest = z.object({
  type: z.literal('positions', { error: 'Unsupported report type' }),
  response_type: z.enum(['csv', 'send_email'], { error: 'must be csv or send_email' }),
  fields: z
    .array(z.enum(POSITION_REPORT_FIELDS, { error: `must be among ${POSITION_REPORT_FIELDS.join(', ')}` }))
    .min(1, 'choose at least one field')
    .optional(),
  filters: positionReportFilters,
});
export type ReportBuilderRequest = z.infer<typeof reportBuilderRequest>;

/** The answer to a send_email report: the text the web app shows in its modal (spec 1 §8). */
export const REPORT_EMAIL_MESSAGE =
  'Your CSV is being generated. Once ready, you will receive an email notification with the download link';
export const reportEmailResponse = z.object({ data: z.object({ message: z.string() }) });
