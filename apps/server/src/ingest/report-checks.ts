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

/** Battery level or relative humidity in percent. */
export function checkPercent(value: number, field: string): number {
  if (!(value >= 0 && value <= 100)) {
    throw invalidField(field, `${field} must be a percentage between 0 and 100 (got ${value})`);
  }
  return value;
}

/**
 * A speed already in m/s. Negative means "no speed" (Android and iOS report -1 without a fix), so it is
 * stored as unknown rather than refused; `shown` is the value as the tracker sent it, for the message.
 */
export function checkSpeedMps(mps: number, field: string, shown: string): number | null {
  if (mps < 0) return null;
  if (mpsToKmh(mps) > MAX_PLAUSIBLE_SPEED_KMH) {
    const kmh = Math.round(mpsToKmh(mps));
    throw invalidField(
      field,
      `${field} ${shown} (${kmh} km/h) is above the plausible limit of ${MAX_PLAUSIBLE_SPEED_KMH} km/h; check the speed unit`,
    );
  }
  return mps;
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

/** true/false/1/0, any case, as the OsmAnd protocol allows for `valid` and `charge`. */
export function parseFlag(raw: string, field: string): boolean {
  const text = raw.trim().toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw invalidField(field, `${field} must be true, false, 1 or 0 (got ${quote(raw)})`);
}
