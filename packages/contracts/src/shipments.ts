import { z } from 'zod';
import { apiDate, apiDateText, apiLocalDateTimeText } from './api-date.ts';
import { pageMeta, recordId } from './envelope.ts';
import { fixType } from './tracking.ts';

/** Spec 2 §4: every status a shipment can have; the first three are ongoing. */
export const SHIPMENT_STATUSES = [
  'Not Started',
  'In Progress',
  'Running Late',
  'Completed',
  'Completed Late',
] as const;
export const shipmentStatus = z.enum(SHIPMENT_STATUSES);
export type ShipmentStatus = z.infer<typeof shipmentStatus>;
export const ONGOING_SHIPMENT_STATUSES: readonly ShipmentStatus[] = [
  'Not Started',
  'In Progress',
  'Running Late',
];

/** Spec 2 §9: notify before end, in hours (0: no notification). */
export const SHIPMENT_NOTIFY_OPTIONS = [
  { value: 0, label: 'No notification' },
  { value: 1, label: '1 hour before end time' },
  { value: 2, label: '2 hours before end time' },
  { value: 5, label: '5 hours before end time' },
  { value: 8, label: '8 hours before end time' },
] as const;
export const SHIPMENT_NOTIFY_HOURS = SHIPMENT_NOTIFY_OPTIONS.map((o) => o.value);

/** Spec 2 §9: the list's default window is this many days either side of today. */
export const SHIPMENT_WINDOW_DAYS = 15;
/** The largest page of the shipment list (the map of the list draws them all). */
export const SHIPMENT_PAGE_MAX = 5_000;
/** Points of one shipment's path in an answer (the newest are kept). */
export const SHIPMENT_PATH_MAX = 10_000;
/** Around a custom address, arrival is a fix within this many metres (docs/decisions/0045). */
export const SHIPMENT_ARRIVAL_RADIUS_M = 200;

/** Texts of the shipment calls and screens (spec 2 §5, §8). */
export const SHIPMENT_TEXTS = {
  nameRequired: 'Name is required',
  dateRequired: 'date is required',
  trackerRequired: 'tracker is required',
  geofenceRequired: 'geofence is required',
  addressRequired: 'address is required',
  latLngRequired: 'lat and lng are required',
  notifyRequired: 'Notify before end is required',
  endBeforeStart: 'The end must be after the start',
  foreignTracker: 'tracker is required',
  foreignGeofence: 'geofence is required',
  notEmail: 'not an email',
  notPhone: 'not valid phone',
  notFound: 'Shipment not found.',
  publicNotFound: 'This track Nº does not exist',
  noShipments: 'There are no shipments',
  noArchived: 'There are no archived shipments',
  noEvents: 'No events yet',
  /** The details' points ('Download these points') when its tracker reported none in the shipment's window. */
  noAddresses: 'No addresses for this date range',
  badDate: 'must be a date as yyyy-MM-dd HH:mm:ss or ISO-8601',
  flagOff: 'Shipments are not enabled for this account.',
} as const;

const dateMessages = { required: SHIPMENT_TEXTS.dateRequired, format: SHIPMENT_TEXTS.badDate };
/** POST takes an ISO time (UTC without an offset), kept as text in UTC. */
const isoTime = apiDateText({ messages: dateMessages });

/** PUT sends 'yyyy-MM-dd HH:mm:ss' in the user's zone (spec 2 §7); an ISO time with an offset is taken too. */
export const shipmentLocalTime = apiLocalDateTimeText({ messages: dateMessages });

const latitude = z.number({ error: SHIPMENT_TEXTS.latLngRequired }).finite().min(-90).max(90);
const longitude = z.number({ error: SHIPMENT_TEXTS.latLngRequired }).finite().min(-180).max(180);

/** A custom place instead of a geofence: its label and point (from the address autocomplete). */
export const shipmentAddress = z.object(
  {
    name: z
      .string({ error: SHIPMENT_TEXTS.addressRequired })
      .trim()
      .min(1, SHIPMENT_TEXTS.addressRequired)
      .max(500, 'address must be at most 500 characters'),
    lat: latitude,
    lng: longitude,
  },
  { error: SHIPMENT_TEXTS.addressRequired },
);
export type ShipmentAddress = z.infer<typeof shipmentAddress>;

const name = z
  .string({ error: SHIPMENT_TEXTS.nameRequired })
  .trim()
  .min(1, SHIPMENT_TEXTS.nameRequired)
  .max(255, 'name must be at most 255 characters');
const carrier = z.string().trim().max(255, 'carrier must be at most 255 characters').nullable().optional();
const notifyAt = z.coerce
  .number({ error: SHIPMENT_TEXTS.notifyRequired })
  .refine(
    (v) => (SHIPMENT_NOTIFY_HOURS as number[]).includes(v),
    `notify_at must be one of ${SHIPMENT_NOTIFY_HOURS.join(', ')}`,
  );
const emails = z
  .array(z.email({ error: SHIPMENT_TEXTS.notEmail }).max(255, SHIPMENT_TEXTS.notEmail))
  .max(20, 'at most 20 e-mail addresses')
  .nullable()
  .optional();
/** Ten digits, as (###) ###-####, +1##########, or digits alone; stored as +1 and ten digits. */
const phones = z
  .array(
    z
      .string({ error: SHIPMENT_TEXTS.notPhone })
      .trim()
      .refine((v) => /^(\+?1)?\d{10}$/.test(v.replace(/[\s().-]/g, '')), SHIPMENT_TEXTS.notPhone)
      .transform((v) => `+1${v.replace(/\D/g, '').slice(-10)}`),
  )
  .max(20, 'at most 20 phone numbers')
  .nullable()
  .optional();

/** POST /accounts/{id}/shipments (spec 2 §7 Store). Each end is a geofence id or a custom address. */
export const createShipmentRequest = z
  .object({
    name,
    carrier,
    start_at: isoTime,
    end_at: isoTime,
    device_id: z.number({ error: SHIPMENT_TEXTS.trackerRequired }).pipe(recordId),
    from_geofence_id: recordId.nullable().optional(),
    from_address: shipmentAddress.nullable().optional(),
    to_geofence_id: recordId.nullable().optional(),
    to_address: shipmentAddress.nullable().optional(),
    notify_at: notifyAt,
    notification_emails: emails,
    notification_phone_numbers: phones,
  })
  .superRefine((body, ctx) => {
    for (const end of ['from', 'to'] as const) {
      if (body[`${end}_geofence_id`] == null && body[`${end}_address`] == null)
        ctx.addIssue({
          code: 'custom',
          path: [`${end}_geofence_id`],
          message: SHIPMENT_TEXTS.geofenceRequired,
        });
    }
    if (Date.parse(body.end_at) <= Date.parse(body.start_at))
      ctx.addIssue({ code: 'custom', path: ['end_at'], message: SHIPMENT_TEXTS.endBeforeStart });
  });
export type CreateShipmentRequest = z.infer<typeof createShipmentRequest>;

/** PUT /accounts/{id}/shipments/{id} (spec 2 §7 Update): times as 'yyyy-MM-dd HH:mm:ss' in the user's zone. */
export const updateShipmentRequest = z.object({
  name: name.optional(),
  carrier,
  notify_at: notifyAt.optional(),
  start_at: shipmentLocalTime.optional(),
  end_at: shipmentLocalTime.optional(),
  notification_emails: emails,
  notification_phone_numbers: phones,
});
export type UpdateShipmentRequest = z.infer<typeof updateShipmentRequest>;

const flag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true')
  .optional();
/** A date or date-time in a query; a date alone is the start of that day (UTC), or its end for an upper bound. */
const queryDate = (bound: 'start' | 'end') => apiDate({ dateOnly: bound });
const pageNumber = z.coerce.number({ error: 'must be a number' }).int('must be a whole number');

/** GET /accounts/{id}/shipments (spec 2 §7 List); without date_from/date_to the window is ±15 days. */
export const shipmentListQuery = z.object({
  with_geofences: flag,
  with_current_position: flag,
  with_path: flag,
  include: z.string().max(100).optional(),
  date_from: queryDate('start').optional(),
  date_to: queryDate('end').optional(),
  search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  status: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : undefined,
    )
    .pipe(
      z.array(shipmentStatus, { error: `status must be one of ${SHIPMENT_STATUSES.join(', ')}` }).optional(),
    ),
  archived: flag,
  page: pageNumber.min(1, 'must be at least 1').max(1_000_000).optional(),
  per_page: pageNumber
    .min(1, 'must be at least 1')
    .max(SHIPMENT_PAGE_MAX, `must be at most ${SHIPMENT_PAGE_MAX}`)
    .optional(),
  /** download=true answers the list as CSV (times in the user's zone; offset: minutes east of UTC). */
  download: flag,
  offset: z.coerce.number().int().min(-840).max(840).optional(),
});
export type ShipmentListQuery = z.infer<typeof shipmentListQuery>;

/** GET /accounts/{id}/shipments/{id} (spec 2 §7 One). */
export const shipmentOneQuery = shipmentListQuery.pick({
  with_geofences: true,
  with_current_position: true,
  with_path: true,
  include: true,
  download: true,
  offset: true,
});
export type ShipmentOneQuery = z.infer<typeof shipmentOneQuery>;

/** POST .../shipments/bulk/{archive,unarchive,delete}: ids; delete may instead name a whole tab by key. */
export const shipmentBulkRequest = z.object({
  ids: z.array(recordId).max(SHIPMENT_PAGE_MAX).optional(),
  key: z.enum(['general', 'archived']).optional(),
});
export type ShipmentBulkRequest = z.infer<typeof shipmentBulkRequest>;

/** A point of a shipment's path (spec 2 §3): location [lng, lat] as positions have it; speed in m/s. */
export const shipmentPoint = z.object({
  location: z.tuple([z.number(), z.number()]),
  timestamp: z.string(),
  speed: z.number().nullable(),
  fix: fixType,
  address: z.string().nullable(),
});
export type ShipmentPoint = z.infer<typeof shipmentPoint>;

export const shipmentEvent = z.object({
  id: z.number().int(),
  event_type: z.enum(['shipment_begin', 'shipment_end', 'shipment_late', 'shipment_notify']),
  event_at: z.string(),
  description: z.string(),
});
export type ShipmentEvent = z.infer<typeof shipmentEvent>;

const place = z.object({ name: z.string(), lat: z.number(), lng: z.number() });
const shipmentGeofence = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  radius: z.number().nullable(),
  geo_json: z.unknown().nullable(),
});

/** What every shipment answer carries; the account's and the public page's add their own below. */
const shipmentFields = z.object({
  uuid: z.string(),
  name: z.string(),
  carrier: z.string().nullable(),
  status: shipmentStatus,
  start_at: z.string(),
  end_at: z.string(),
  estimated_end_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  tracker_name: z.string(),
  from_address: place,
  to_address: place,
  current_position: shipmentPoint.nullable().optional(),
  path: z.array(shipmentPoint).optional(),
});

/**
 * What the public page may show: this shipment only, never its account's other data (spec 2 §2), so no internal
 * id of the account (tracker, event, geofence), and a track from its actual begin to its end (decision 0045).
 */
export const publicShipment = shipmentFields.extend({
  device: z.object({ name: z.string() }).optional(),
  from_geofence: shipmentGeofence.omit({ id: true }).nullable().optional(),
  to_geofence: shipmentGeofence.omit({ id: true }).nullable().optional(),
  events: z.array(shipmentEvent.omit({ id: true })).optional(),
});
export type PublicShipment = z.infer<typeof publicShipment>;
export type PublicShipmentEvent = NonNullable<PublicShipment['events']>[number];

/**
 * A shipment (spec 2 §3). from_address/to_address are always given (a geofence end carries the geofence's name
 * and label point); from_geofence_id/to_geofence_id say which ends are geofences.
 */
export const shipment = shipmentFields.extend({
  id: z.number().int(),
  account_id: z.number().int(),
  device_id: z.number().int(),
  device: z.object({ id: z.number().int(), name: z.string() }).optional(),
  from_geofence: shipmentGeofence.nullable().optional(),
  to_geofence: shipmentGeofence.nullable().optional(),
  events: z.array(shipmentEvent).optional(),
  archived_at: z.string().nullable(),
  from_geofence_id: z.number().int().nullable(),
  to_geofence_id: z.number().int().nullable(),
  notify_at: z.number().int(),
  notification_emails: z.array(z.string()),
  notification_phone_numbers: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Shipment = z.infer<typeof shipment>;

export const shipmentPage = z.object({ data: z.array(shipment), meta: pageMeta });
export type ShipmentPage = z.infer<typeof shipmentPage>;
