import { z } from 'zod';
import { apiDate } from './api-date.ts';
import { pageMeta } from './envelope.ts';

/** Kinds of tracker events the server detects from stored positions (spec 1 §3 Tracker event). */
export const TRACKER_EVENT_TYPES = [
  'low_battery',
  'sos',
  'tamper_alert',
  'temperature_high',
  'temperature_low',
  'humidity_high',
  'humidity_low',
  'geofence_enter',
  'geofence_exit',
  'shipment_begin',
  'shipment_end',
  'shipment_late',
  'shipment_notify',
  // dwell alerts (docs/decisions/0065): raised by the dwell alert job, not by a fix
  'dwell_exceeded',
  'assets_below_min',
  'assets_above_max',
] as const;
export const trackerEventType = z.enum(TRACKER_EVENT_TYPES);
export type TrackerEventType = z.infer<typeof trackerEventType>;

/** Short labels for an event type (badges, CSV). The full sentence is the event's description. */
export const TRACKER_EVENT_LABELS: Record<TrackerEventType, string> = {
  low_battery: 'Low battery',
  sos: 'SOS',
  tamper_alert: 'Tamper alert',
  temperature_high: 'Temperature above SLA',
  temperature_low: 'Temperature below SLA',
  humidity_high: 'Humidity above SLA',
  humidity_low: 'Humidity below SLA',
  geofence_enter: 'Geofence entry',
  geofence_exit: 'Geofence exit',
  shipment_begin: 'Shipment started',
  shipment_end: 'Shipment ended',
  shipment_late: 'Shipment running late',
  shipment_notify: 'Shipment due soon',
  dwell_exceeded: 'Dwell exceeded',
  assets_below_min: 'Below minimum assets',
  assets_above_max: 'Above maximum assets',
};

/** Event list texts (spec 1 §2.6, §8, §9). */
export const TRACKER_EVENT_TEXTS = {
  empty: 'No events yet',
  loadFailed: 'An error occurred',
} as const;

/** Spec 1 §9: the tracker details event list shows 5 a page. */
export const EVENTS_PER_PAGE = 5;
/** The largest page an events call answers. */
export const EVENTS_PER_PAGE_MAX = 100;

/**
 * A tracker event (spec 1 §3). created_at is the fix time of the position that caused it (ISO-8601 UTC);
 * description is a sentence ready to show, with temperatures in Fahrenheit as the product shows them.
 */
export const trackerEvent = z.object({
  id: z.number().int(),
  device_id: z.number().int(),
  /** The tracker's name, so account-wide lists need no second lookup. */
  device_name: z.string(),
  event_type: trackerEventType,
  description: z.string(),
  created_at: z.string(),
});
export type TrackerEvent = z.infer<typeof trackerEvent>;

/** GET /devices/{id}/events and GET /accounts/{id}/events: `{ data, meta }`, newest first. */
export const trackerEventsPage = z.object({ data: z.array(trackerEvent), meta: pageMeta });
export type TrackerEventsPage = z.infer<typeof trackerEventsPage>;

const pageNumber = z.coerce.number({ error: 'must be a number' }).int('must be a whole number');

/** A date (its start) or date-time in a query string; a time without an offset is UTC, whatever the server's zone. */
const queryTime = apiDate();

/**
 * GET /devices/{id}/events (spec 1 §7): page, per_page (default 5), date_from/date_to on created_at.
 * format=csv (or Accept: text/csv) answers the whole matching range as a CSV file instead of a page.
 */
export const trackerEventsQuery = z
  .object({
    page: pageNumber.min(1, 'must be at least 1').max(1_000_000, 'is too large').default(1),
    per_page: pageNumber
      .min(1, 'must be at least 1')
      .max(EVENTS_PER_PAGE_MAX, `must be at most ${EVENTS_PER_PAGE_MAX}`)
      .default(EVENTS_PER_PAGE),
    date_from: queryTime.optional(),
    date_to: queryTime.optional(),
    format: z.enum(['json', 'csv'], { error: 'must be json or csv' }).optional(),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    message: 'The start date must be before the end date',
    path: ['date_from'],
  });
export type TrackerEventsQuery = z.infer<typeof trackerEventsQuery>;

/** GET /accounts/{id}/events: the account's events (a devices-role user sees only its trackers'). */
export const accountEventsQuery = trackerEventsQuery;
export type AccountEventsQuery = TrackerEventsQuery;
