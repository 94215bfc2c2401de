import { z } from 'zod';
import { iccid } from './sim.ts';

/**
 * Adding trackers (decision 0030): an account admin adds one, internal admins provision any account one at a time
 * or from a CSV. Identifiers are what the tracker sends: the serial (or app id) and optionally the IMEI.
 */
export const trackerSerial = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{3,40}$/, 'The identifier must be 3 to 40 letters, digits, dots, - or _.');
export const trackerImei = z
  .string()
  .trim()
  .regex(/^\d{15}$/, 'The IMEI must be 15 digits.');
/** The tracker's SIM: 19 or 20 digits with a valid check digit (the same rule as every ICCID, sim.ts). */
export const trackerIccid = iccid;

/** Empty text in an optional field means 'not given' (a form sends '' for an untouched box). */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullish());

/** POST /accounts/{accountId}/devices. */
export const addTrackerRequest = z.object({
  serial: trackerSerial,
  imei: optional(trackerImei),
  iccid: optional(trackerIccid),
  name: z
    .string()
    .trim()
    .min(1, 'Give the tracker a name.')
    .max(100, 'The name must be at most 100 characters.'),
  model_id: z.number().int().positive(),
  /** Give the tracker a random ingest key (decision 0027): its reports must then carry `<serial>:<key>`. */
  with_ingest_key: z.boolean().optional(),
});
export type AddTrackerRequest = z.infer<typeof addTrackerRequest>;

/** What a phone app or an OsmAnd device needs to report to this server. */
export const trackerConnection = z.object({
  /** The URL for Traccar Client's "Server URL" (HTTP, OsmAnd protocol). */
  server_url: z.string(),
  /** Host and port of the OsmAnd listener for devices configured by host and port; port null when it is off. */
  host: z.string(),
  osmand_port: z.number().int().nullable(),
  /** What to type as the device identifier: the serial, or `<serial>:<ingest key>` when the tracker has a key. */
  device_identifier: z.string(),
  /** Text for a QR code Traccar Client scans: its server URL with `?id=<identifier>`. */
  qr_text: z.string(),
});
export type TrackerConnection = z.infer<typeof trackerConnection>;

/** How an identifier reported before it was added (claiming an unknown tracker). */
export const unknownTrackerSighting = z.object({
  identifier: z.string(),
  protocol: z.string(),
  first_seen_at: z.string(),
  last_seen_at: z.string(),
  report_count: z.number().int(),
  last_latitude: z.number().nullable(),
  last_longitude: z.number().nullable(),
});
export type UnknownTrackerSighting = z.infer<typeof unknownTrackerSighting>;

export const addedTracker = z.object({
  device_id: z.number().int(),
  account_id: z.number().int(),
  name: z.string(),
  serial: z.string(),
  connection: trackerConnection,
  /** Set when the identifier had been reporting before it was added (it was claimed). */
  claimed: unknownTrackerSighting.nullable(),
});
export type AddedTracker = z.infer<typeof addedTracker>;

/** The internal admins' list of identifiers that report without a tracker. */
export const unknownTrackerList = z.array(unknownTrackerSighting);

/** A CSV provisioning's answer: every row's errors by column, or the trackers created (all or nothing). */
export const provisioningRowError = z.object({
  /** 1-based line in the file (the header is line 1). */
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ProvisioningRowError = z.infer<typeof provisioningRowError>;

export const provisioningResult = z.object({
  /** false: nothing was imported; `errors` says why. */
  imported: z.boolean(),
  dry_run: z.boolean(),
  rows: z.array(
    z.object({
      row: z.number().int(),
      serial: z.string(),
      imei: z.string().nullable(),
      iccid: z.string().nullable(),
      model_id: z.number().int().nullable(),
      device_id: z.number().int().nullable(),
    }),
  ),
  errors: z.array(provisioningRowError),
});
export type ProvisioningResult = z.infer<typeof provisioningResult>;

/** The columns a provisioning CSV may have; serial and model are required. */
export const PROVISIONING_CSV_COLUMNS = ['serial', 'imei', 'iccid', 'model', 'name'] as const;

/** POST /admin/accounts/{accountId}/devices/import: the CSV as text; dry_run checks without importing. */
export const provisioningRequest = z.object({
  csv: z.string().max(2_000_000, 'The file is too large: at most 2 MB.'),
  dry_run: z.boolean().optional(),
});

export const provisioningAccount = z.object({ id: z.number().int(), title: z.string() });
