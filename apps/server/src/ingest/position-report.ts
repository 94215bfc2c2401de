import type { PositionNetwork } from '@lodestar/contracts';
import { HttpError } from '../http/errors.ts';

/** How a tracker located itself (spec 1 §9). */
export const FIX_TYPES = ['gps', 'wifi', 'cell', 'ble'] as const;
export type FixType = (typeof FIX_TYPES)[number];

export type AttributeValue = string | number | boolean;

/**
 * What every protocol decoder produces: one tracker report in our stored units (speed m/s,
 * temperature Celsius, battery and humidity percent, accuracy and altitude metres), not yet tied to a
 * tracker row. `null` means the report did not say; the pipeline must not invent a value for it.
 */
export interface PositionReport {
  /** The tracker's identifier as the device sends it (IMEI, serial or app id); the pipeline resolves it. */
  deviceIdentifier: string;
  fixTime: Date;
  latitude: number;
  longitude: number;
  speedMps: number | null;
  /** Degrees clockwise from north, 0 to below 360. */
  course: number | null;
  altitude: number | null;
  /** Horizontal accuracy radius in metres. */
  accuracy: number | null;
  hdop: number | null;
  /** Percent 0 to 100. */
  battery: number | null;
  charging: boolean | null;
  valid: boolean;
  fix: FixType;
  sos: boolean;
  temperatureC: number | null;
  /** Percent 0 to 100. */
  humidity: number | null;
  /** Everything else the tracker sent, bounded in size (see report-attributes.ts). */
  attributes: Record<string, AttributeValue>;
  /**
   * The serial of the BLE anchor a `fix=ble` report saw (OsmAnd `anchor`, JSON `extras.anchor`): a report without
   * coordinates is placed at that anchor's pin (ingest/ble-placement.ts, docs/decisions/0037).
   */
  anchorSerial?: string | null;
  /** The cell towers and wifi access points the tracker heard; absent or null when it sent none. */
  network?: PositionNetwork | null;
  /**
   * Names of values the report carried that could not be read (batt=120, charge=maybe): left out of the stored
   * fix rather than refusing it, and logged by the pipeline. Absent or empty when everything was read.
   */
  dropped?: readonly string[];
}

/**
 * A report as a decoder reads it, before the pipeline places it: a report without coordinates (cell towers and
 * wifi access points only, or the JSON variant's event without `coords`) is placed by network geolocation or at
 * the tracker's last known position (ingest/network-placement.ts, docs/decisions/0021).
 */
export interface DecodedReport extends Omit<PositionReport, 'latitude' | 'longitude'> {
  latitude: number | null;
  longitude: number | null;
}

/** The report already has its coordinates: nothing to place. */
export const isPlaced = (report: DecodedReport): report is PositionReport =>
  report.latitude !== null && report.longitude !== null;

/**
 * `bad-request`: the report is recognisably the protocol but a value is missing or wrong.
 * `unknown-device-format`: the body is not this protocol at all (wrong endpoint or forward type).
 */
export type DecodeErrorKind = 'bad-request' | 'unknown-device-format';

/**
 * A report we refuse. It is an HttpError with status 400, so the shared error handler answers
 * `{ message, errors: { [field]: [message] } }` and the tracker's owner can see what to fix; `kind` lets
 * the route count misconfigured senders apart from bad values.
 */
export class DecodeError extends HttpError {
  constructor(
    message: string,
    readonly kind: DecodeErrorKind = 'bad-request',
    readonly field?: string,
    errors: Record<string, string[]> | undefined = field ? { [field]: [message] } : undefined,
  ) {
    super(400, message, errors);
    this.name = 'DecodeError';
  }
}

/** A bad value in a named field; the message names the field so it reads well on its own. */
export function invalidField(field: string, message: string): DecodeError {
  return new DecodeError(message, 'bad-request', field);
}
