import { z } from 'zod';
import { apiDate } from './api-date.ts';
import { pageMeta } from './envelope.ts';
import { device } from './tracking.ts';

/**
 * Limits of a geofence's shape (docs/decisions/0036). A circle's radius is between these metres: below 25 m a
 * GPS fix's own error (5-15 m) and the anti-flicker margin leave no inside to speak of, and above 50 km a circle
 * is a region, which a polygon draws better. A polygon has at most GEOFENCE_MAX_VERTICES corners.
 */
export const GEOFENCE_RADIUS_MIN_M = 25;
export const GEOFENCE_RADIUS_MAX_M = 50_000;
export const GEOFENCE_MAX_VERTICES = 1_000;
/** Spec 1 §5: allowable_dwell_days, max_assets and min_assets are 0 to 500. */
export const GEOFENCE_COUNT_MAX = 500;
/** The nearest-geofence lookup answers geofences whose edge (or inside) is at most this far from the point. */
export const GEOFENCE_NEAREST_MAX_M = 5_000;
/** The largest page of the geofence list: the whole 10,000-geofence map in one call. */
export const GEOFENCE_PAGE_MAX = 10_000;

/** Texts of geofence screens and answers (spec 1 §2.8, §5, §8). */
export const GEOFENCE_TEXTS = {
  nameRequired: 'Name is required',
  addressRequired: 'address is required',
  notEmail: 'not an email',
  notPhone: 'not valid phone',
  countTooLow: 'cannot be less than 0',
  countTooHigh: 'cannot be greater than 500',
  notFound: 'Geofence not found.',
  noneNearby: 'No geofence nearby.',
  businessOnly: 'These fields are for business accounts:',
} as const;

const finite = (what: string) => z.number({ error: `${what} must be a number` }).finite();
const latitude = finite('latitude')
  .min(-90, 'latitude must be between -90 and 90')
  .max(90, 'latitude must be between -90 and 90');
const longitude = finite('longitude')
  .min(-180, 'longitude must be between -180 and 180')
  .max(180, 'longitude must be between -180 and 180');

/** [lng, lat] in GeoJSON order. */
const lngLat = z.tuple([longitude, latitude], { error: 'each point must be [longitude, latitude]' });

/**
 * A GeoJSON Polygon with its outer ring only ([[lng, lat], ...], closed: the last point repeats the first).
 * Holes are not supported; the server checks closure, distinct points, vertex count and self-intersection.
 */
export const geofencePolygon = z.object({
  type: z.literal('Polygon', { error: "geo_json must be a GeoJSON Polygon (type 'Polygon')" }),
  coordinates: z
    .array(z.array(lngLat, { error: 'a ring must be a list of [longitude, latitude] points' }), {
      error: 'coordinates must be a list of rings',
    })
    .length(1, 'a geofence polygon has one ring (its outline); holes are not supported'),
});
export type GeofencePolygon = z.infer<typeof geofencePolygon>;

/** The shape of a geofence in a request: a circle (centre and radius in metres) or a polygon. */
export const geofenceShape = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('circle'),
      lat: latitude,
      lng: longitude,
      radius: finite('radius')
        .min(GEOFENCE_RADIUS_MIN_M, `radius must be at least ${GEOFENCE_RADIUS_MIN_M} metres`)
        .max(GEOFENCE_RADIUS_MAX_M, `radius must be at most ${GEOFENCE_RADIUS_MAX_M} metres`),
    }),
    z.object({ type: z.literal('polygon'), geo_json: geofencePolygon }),
  ],
  {
    error: "shape must be a circle {type:'circle', lat, lng, radius} or a polygon {type:'polygon', geo_json}",
  },
);
export type GeofenceShape = z.infer<typeof geofenceShape>;

/** A 0/1 flag as the spec has it; true/false are accepted too. */
const zeroOne = z
  .union([z.literal(0), z.literal(1), z.boolean()], { error: 'must be 0 or 1' })
  .transform((v) => v === 1 || v === true);

const count = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, GEOFENCE_TEXTS.countTooLow)
  .max(GEOFENCE_COUNT_MAX, GEOFENCE_TEXTS.countTooHigh);

const optionalText = (max: number) =>
  z.string({ error: 'must be text' }).trim().max(max, `must be at most ${max} characters`).nullable();

/** The business-account fields (spec 1 §2.8: Allowable Parameters, Contact Details, Notes). */
export const GEOFENCE_B2B_FIELDS = [
  'allowable_dwell_days',
  'max_assets',
  'min_assets',
  'full_name',
  'email',
  'phone',
  'company_name',
  'is_alertable',
  'notes',
] as const;

const geofenceFields = {
  name: z
    .string({ error: GEOFENCE_TEXTS.nameRequired })
    .trim()
    .min(1, GEOFENCE_TEXTS.nameRequired)
    .max(255, 'name must be at most 255 characters'),
  address: z
    .string({ error: GEOFENCE_TEXTS.addressRequired })
    .trim()
    .min(1, GEOFENCE_TEXTS.addressRequired)
    .max(500, 'address must be at most 500 characters'),
  shape: geofenceShape,
  /** A polygon drawn freehand rather than as a rectangle (spec 1 §3); ignored for circles. */
  is_irregular: zeroOne.optional(),
  allowable_dwell_days: count.nullable().optional(),
  max_assets: count.nullable().optional(),
  min_assets: count.nullable().optional(),
  full_name: optionalText(255).optional(),
  email: z.email({ error: GEOFENCE_TEXTS.notEmail }).max(255, GEOFENCE_TEXTS.notEmail).nullable().optional(),
  /** Spec 1 §5: the mask (###) ###-####, 14 characters. */
  phone: z
    .string({ error: GEOFENCE_TEXTS.notPhone })
    .regex(/^\(\d{3}\) \d{3}-\d{4}$/, GEOFENCE_TEXTS.notPhone)
    .nullable()
    .optional(),
  company_name: optionalText(255).optional(),
  is_alertable: zeroOne.optional(),
  notes: optionalText(5_000).optional(),
};

/**
 * POST /accounts/{id}/geofences. The B2B fields are refused (422) for accounts that are not business accounts,
 * rather than dropped, so a client never believes it saved something it did not.
 */
export const createGeofenceRequest = z.object(geofenceFields);
export type CreateGeofenceRequest = z.infer<typeof createGeofenceRequest>;

/** PUT /accounts/{id}/geofences/{id}: the given fields change (also used for inline dwell edits); shape replaces. */
export const updateGeofenceRequest = z.object(geofenceFields).partial();
export type UpdateGeofenceRequest = z.infer<typeof updateGeofenceRequest>;

/**
 * A geofence as the API answers it (spec 1 §3 Geofence). lat/lng: a circle's centre, a polygon's label point;
 * radius in metres (null for a polygon); geo_json only for polygons; devices_count: trackers inside now.
 */
export const geofence = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  name: z.string(),
  address: z.string(),
  is_irregular: z.union([z.literal(0), z.literal(1)]),
  geo_json: geofencePolygon.nullable(),
  lat: z.number(),
  lng: z.number(),
  radius: z.number().nullable(),
  allowable_dwell_days: z.number().int().nullable(),
  max_assets: z.number().int().nullable(),
  min_assets: z.number().int().nullable(),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company_name: z.string().nullable(),
  is_alertable: z.union([z.literal(0), z.literal(1)]),
  notes: z.string().nullable(),
  devices_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Geofence = z.infer<typeof geofence>;

const pageNumber = z.coerce.number({ error: 'must be a number' }).int('must be a whole number');

/**
 * GET /accounts/{id}/geofences: page, per_page (up to 10,000: the map draws every geofence), query (name or
 * address, any case). Without page and per_page the whole list comes back, still with meta.
 */
export const geofenceListQuery = z.object({
  query: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  page: pageNumber.min(1, 'must be at least 1').max(1_000_000, 'is too large').optional(),
  per_page: pageNumber
    .min(1, 'must be at least 1')
    .max(GEOFENCE_PAGE_MAX, `must be at most ${GEOFENCE_PAGE_MAX}`)
    .optional(),
});
export type GeofenceListQuery = z.infer<typeof geofenceListQuery>;

export const geofencePage = z.object({ data: z.array(geofence), meta: pageMeta });
export type GeofencePage = z.infer<typeof geofencePage>;

const queryNumber = (what: string) => z.coerce.number({ error: `${what} must be a number` }).finite();

/** GET /accounts/{id}/geofence/nearest?lat&lng. */
export const nearestGeofenceQuery = z.object({
  lat: queryNumber('lat').min(-90, 'must be between -90 and 90').max(90, 'must be between -90 and 90'),
  lng: queryNumber('lng').min(-180, 'must be between -180 and 180').max(180, 'must be between -180 and 180'),
});
export type NearestGeofenceQuery = z.infer<typeof nearestGeofenceQuery>;

/** A geofence with how far its edge is from the asked point (0: the point is inside). */
export const nearestGeofence = geofence.extend({ distance_m: z.number() });

export const GEOFENCE_EVENT_TYPES = ['geofence_enter', 'geofence_exit'] as const;

/** An entry or exit (GET /accounts/{id}/geofence-events). created_at is the fix time that caused it. */
export const geofenceEvent = z.object({
  id: z.number().int(),
  event_type: z.enum(GEOFENCE_EVENT_TYPES),
  geofence_id: z.number().int(),
  geofence_name: z.string(),
  device_id: z.number().int(),
  device_name: z.string(),
  description: z.string(),
  created_at: z.string(),
});
export type GeofenceEvent = z.infer<typeof geofenceEvent>;

const queryTime = apiDate();

/**
 * GET /accounts/{id}/geofence-events (spec 1 §7): date_from/date_to on the event time, geofence_id to keep one
 * geofence's, page/per_page. download=1 builds the CSV in the background and e-mails a link (offset: minutes east
 * of UTC for its times, as the positions report).
 */
export const geofenceEventsQuery = z
  .object({
    geofence_id: pageNumber
      .min(1, 'must be a geofence id')
      .max(2_147_483_647, 'must be a geofence id')
      .optional(),
    date_from: queryTime.optional(),
    date_to: queryTime.optional(),
    page: pageNumber.min(1, 'must be at least 1').max(1_000_000, 'is too large').default(1),
    per_page: pageNumber.min(1, 'must be at least 1').max(200, 'must be at most 200').default(25),
    download: z
      .enum(['0', '1', 'true', 'false'], { error: 'must be 0 or 1' })
      .transform((v) => v === '1' || v === 'true')
      .optional(),
    offset: z.coerce
      .number({ error: 'must be a number of minutes' })
      .int('must be a whole number of minutes')
      .multipleOf(15, 'must be a multiple of 15 minutes')
      .min(-720, 'must be between -720 and 840 minutes')
      .max(840, 'must be between -720 and 840 minutes')
      .optional(),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    message: 'The start date must be before the end date',
    path: ['date_from'],
  });
export type GeofenceEventsQuery = z.infer<typeof geofenceEventsQuery>;

export const geofenceEventsPage = z.object({ data: z.array(geofenceEvent), meta: pageMeta });

/** GET /accounts/{id}/geofences/{id}/devices: the trackers inside the geofence now (open visits), list shape. */
export const geofenceDevices = z.object({ data: z.array(device) });
export type GeofenceDevices = z.infer<typeof geofenceDevices>;
