import { mpsToKmh } from '@lodestar/domain';
import { invalidField } from './position-report.ts';

/**
 * Above this a report is a decoding or unit mistake, not a vehicle: airliners cruise near 900 km/h and
 * trackers live on trucks, vans, people and parcels. Storing it would draw a jump across the map and fire
 * overspeed alerts.
 */
export const MAX_PLAUSIBLE_SPEED_KMH = 1000;

/** IMEIs are 15 digits and app ids are short; anything longer is a misconfigured sender. */
export const MAX_IDENTIFIER_LENGTH = 64;

// An identifier is typed by people and matched against the tracker list; PostgreSQL text cannot hold NUL.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
// Plain decimal notation only: Number() would also accept '0x1f', '' and 'Infinity'.
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** A value quoted for a message, cut short so a hostile value cannot flood responses and logs. */
export function quote(raw: string): string {
  return JSON.stringify(raw.length > 40 ? `${raw.slice(0, 40)}…` : raw);
}

/** A decimal sent as text (query or form parameter); NaN, Infinity and anything non-numeric are refused. */
export function parseDecimal(raw: string, field: string): number {
  const text = raw.trim();
  const value = DECIMAL.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(value))
    throw invalidField(field, `${field} must be a finite number (got ${quote(raw)})`);
  return value;
}

/** The tracker's identifier, trimmed; required and bounded. */
export function checkIdentifier(raw: string | null | undefined, field: string): string {
  const id = (raw ?? '').trim();
  if (id === '') throw invalidField(field, `The tracker identifier is missing: send ${field}`);
  if (id.length > MAX_IDENTIFIER_LENGTH) {
    throw invalidField(field, `${field} is longer than ${MAX_IDENTIFIER_LENGTH} characters`);
  }
  if (CONTROL_CHARACTER.test(id)) throw invalidField(field, `${field} contains control characters`);
  return id;
}

export function checkLatitude(value: number, field: string): number {
  if (!(Math.abs(value) <= 90))
    throw invalidField(field, `${field} must be between -90 and 90 (got ${value})`);
  return value;
}

export function checkLongitude(value: number, field: string): number {
  if (!(Math.abs(value) <= 180))
    throw invalidField(field, `${field} must be between -180 and 180 (got ${value})`);
  return value;
}

/**
 * Names of the values a report carried that could not be read. A bad side value (battery, a flag, a speed in the
 * wrong unit) must never cost the fix its position, so decoders leave such a value out, note its name here and
 * go on; the pipeline logs the names (docs/decisions/0007).
 */
export type Dropped = string[];

/** A decimal sent as text, or null (noted in `dropped`) when it is not a finite number in plain notation. */
export function readDecimal(raw: string | undefined, field: string, dropped: Dropped): number | null {
  if (raw === undefined) return null;
  const text = raw.trim();
  const value = DECIMAL.test(text) ? Number(text) : Number.NaN;
  if (Number.isFinite(value)) return value;
  dropped.push(field);
  return null;
}

/** A JSON number (or a number quoted as text, as some firmwares send it); null when absent or unreadable. */
export function readJsonNumber(value: unknown, field: string, dropped: Dropped): number | null {
  if (value === null || value === undefined) return null;
  // JSON.parse reads 1e999 as Infinity
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') return readDecimal(value, field, dropped);
  dropped.push(field);
  return null;
}

/** Relative humidity (or any percentage): outside 0 to 100 it is a decoding mistake, so it is dropped. */
export function percentOrDrop(value: number | null, field: string, dropped: Dropped): number | null {
  if (value === null || (value >= 0 && value <= 100)) return value;
  dropped.push(field);
  return null;
}

/**
 * Battery level in percent. Negative is the platforms' "unknown" (Android and the iOS SDK send -1), so it is
 * stored as unknown without complaint; above 100 cannot be read and is dropped (decision 0007).
 */
export function batteryOrDrop(value: number | null, field: string, dropped: Dropped): number | null {
  if (value !== null && value < 0) return null;
  return percentOrDrop(value, field, dropped);
}

/**
 * A speed already in m/s. Negative means "no speed" (Android and iOS report -1 without a fix), so it is stored
 * as unknown; above the plausible limit it is a unit mistake and dropped, so no jump or overspeed alert follows.
 */
export function speedOrDrop(mps: number | null, field: string, dropped: Dropped): number | null {
  if (mps === null || mps < 0) return null;
  if (mpsToKmh(mps) <= MAX_PLAUSIBLE_SPEED_KMH) return mps;
  dropped.push(field);
  return null;
}

/** Course in degrees 0 to below 360; negative is the platforms' "no heading" sentinel. */
export function normaliseCourse(degrees: number): number | null {
  if (degrees < 0) return null;
  return degrees % 360;
}

/** Accuracy and hdop: negative is a "not available" sentinel, not an error. */
export function nonNegativeOrNull(value: number): number | null {
  return value < 0 ? null : value;
}

/**
 * Exactly 0,0 is what many trackers send when they have no fix; it is never a real tracker position,
 * so it is kept but marked invalid to stop the marker jumping to the Gulf of Guinea.
 */
export function isNullIsland(latitude: number, longitude: number): boolean {
  return latitude === 0 && longitude === 0;
}

const FLAGS = new Map([
  ...[
    ['true', true],
    ['1', true],
    ['yes', true],
    ['on', true],
  ],
  ...[
    ['false', false],
    ['0', false],
    ['no', false],
    ['off', false],
  ],
] as [string, boolean][]);

/** A flag as text: true/false, 1/0, yes/no or on/off in any case; anything else is dropped. */
export function readFlag(raw: string | undefined, field: string, dropped: Dropped): boolean | null {
  if (raw === undefined) return null;
  const flag = FLAGS.get(raw.trim().toLowerCase());
  if (flag !== undefined) return flag;
  dropped.push(field);
  return null;
}

/** A flag in JSON: a boolean, 1/0, or one of readFlag's words; anything else is dropped. */
export function readJsonFlag(value: unknown, field: string, dropped: Dropped): boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string') return readFlag(value, field, dropped);
  dropped.push(field);
  return null;
}
