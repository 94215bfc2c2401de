import { z } from 'zod';
import { recordId } from './envelope.ts';
import { fixType } from './tracking.ts';

/** Texts of the tracker details settings sections (spec 1 §5, §8). */
export const TRACKER_SETTINGS_TEXTS = {
  slaUpdated: 'Temperature and humidity SLAs updated',
  slaFailed: 'An error occurred.',
  accessUpdated: 'Device permissions were updated successfully.',
  accessFailed: 'An error occurred',
  nameRequired: 'Name is required',
  noSlaSensors: 'This tracker has no temperature or humidity sensor',
  notAccountMember: 'is not a member of this tracker’s account',
  connected: 'Connected',
  notConnected: 'Not Connected',
} as const;

/** Bounds the SLA form accepts, in stored units (Celsius, percent). Wide enough for ultra-cold freezers. */
export const SLA_LIMITS = {
  temperatureMin: -100,
  temperatureMax: 150,
  humidityMin: 0,
  humidityMax: 100,
} as const;

export const TRACKER_NAME_MAX = 100;
export const TRACKER_NOTE_MAX = 2000;

/**
 * Temperature and humidity SLAs of a tracker (spec 1 §3 SLA triggers). Temperatures in Celsius (the web converts
 * from Fahrenheit); null disables that bound.
 */
export const trackerTriggers = z.object({
  device_id: z.number().int(),
  min_temperature: z.number().nullable(),
  max_temperature: z.number().nullable(),
  min_humidity: z.number().nullable(),
  max_humidity: z.number().nullable(),
});
export type TrackerTriggers = z.infer<typeof trackerTriggers>;

const bound = (min: number, max: number, unit: string) =>
  z
    .number({ error: 'must be a number' })
    .min(min, `must be at least ${min}${unit}`)
    .max(max, `must be at most ${max}${unit}`)
    .nullish()
    .transform((v) => v ?? null);

const minNotAboveMax = (a: number | null, b: number | null) => a === null || b === null || a <= b;

/**
 * POST /devices/{id}/triggers: the whole SLA set (a missing or null field disables that bound). device_id may be
 * sent as the spec's web app does; it must then name the tracker in the path.
 */
export const saveTriggersRequest = z
  .object({
    device_id: recordId.optional(),
    min_temperature: bound(SLA_LIMITS.temperatureMin, SLA_LIMITS.temperatureMax, ' °C'),
    max_temperature: bound(SLA_LIMITS.temperatureMin, SLA_LIMITS.temperatureMax, ' °C'),
    min_humidity: bound(SLA_LIMITS.humidityMin, SLA_LIMITS.humidityMax, '%'),
    max_humidity: bound(SLA_LIMITS.humidityMin, SLA_LIMITS.humidityMax, '%'),
  })
  .refine((b) => minNotAboveMax(b.min_temperature, b.max_temperature), {
    message: 'must not be above the maximum temperature',
    path: ['min_temperature'],
  })
  .refine((b) => minNotAboveMax(b.min_humidity, b.max_humidity), {
    message: 'must not be above the maximum humidity',
    path: ['min_humidity'],
  });
export type SaveTriggersRequest = z.infer<typeof saveTriggersRequest>;

/** PUT /devices/{id}: rename the tracker or change its note (spec 1 §2.6 Notes). An empty note clears it. */
export const updateTrackerRequest = z
  .object({
    name: z
      .string({ error: 'must be text' })
      .trim()
      .min(1, TRACKER_SETTINGS_TEXTS.nameRequired)
      .max(TRACKER_NAME_MAX, `must be at most ${TRACKER_NAME_MAX} characters`)
      .optional(),
    note: z
      .string({ error: 'must be text' })
      .trim()
      .max(TRACKER_NOTE_MAX, `must be at most ${TRACKER_NOTE_MAX} characters`)
      .nullable()
      .optional()
      .transform((v) => (v === '' ? null : v)),
  })
  .refine((b) => b.name !== undefined || b.note !== undefined, { message: 'Send a name or a note' });
export type UpdateTrackerRequest = z.input<typeof updateTrackerRequest>;

/**
 * PUT /devices/{id}/users: exactly the devices-role users who may see the tracker (spec 1 §2.6 Access). Admins and
 * 'all' users see every tracker of the account anyway.
 */
export const trackerUsersRequest = z.object({
  users: z.array(recordId, { error: 'must be a list of user ids' }).max(1000, 'at most 1000 users'),
});
export type TrackerUsersRequest = z.infer<typeof trackerUsersRequest>;

/**
 * GET /devices/{id}/network-status: whether the tracker reports on time. Connected means its last report is no
 * older than the model's expected_report_minutes (the marker's 'Missed last report' rule, spec 1 §4).
 */
export const networkStatus = z.object({
  device_id: z.number().int(),
  connected: z.boolean(),
  /** 'Connected' or 'Not Connected'. */
  status: z.string(),
  /** Fix time of the newest position (ISO-8601 UTC), null when the tracker never reported. */
  last_report_time: z.string().nullable(),
  expected_report_minutes: z.number().int(),
  /** When the next report is due (last report plus the expected interval), null without a report. */
  next_report_due: z.string().nullable(),
  fix: fixType.nullable(),
});
export type NetworkStatus = z.infer<typeof networkStatus>;
