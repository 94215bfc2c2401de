import type { Model, Position } from '@lodestar/contracts';
import { isReportOverdue } from './marker-colour.ts';
import { celsiusToFahrenheit, mpsToMph } from './units.ts';

/** A number with at most `digits` decimals and no trailing zeros: 12.50 -> '12.5', 3.00 -> '3'. */
function trimmed(value: number, digits: number): string {
  // + turns -0 into 0, so a reading just below zero does not show as '-0'
  return String(+value.toFixed(digits) || 0);
}

/** A stored speed (m/s) as the Info section shows it, in mph (spec 1 §9); null when not reported. */
export function speedText(mps: number | null | undefined): string | null {
  return typeof mps === 'number' && Number.isFinite(mps) ? `${trimmed(mpsToMph(mps), 1)} mph` : null;
}

/** A stored temperature (Celsius) as shown, in Fahrenheit (spec 1 §3, §9); null when not reported. */
export function temperatureText(celsius: number | null | undefined): string | null {
  return typeof celsius === 'number' && Number.isFinite(celsius)
    ? `${trimmed(celsiusToFahrenheit(celsius), 1)} °F`
    : null;
}

/** A percentage reading (battery, humidity) rounded to a whole percent; null when not reported. */
export function percentText(value: number | null | undefined): string | null {
  return typeof value === 'number' && Number.isFinite(value) ? `${Math.round(value)}%` : null;
}

/** A position's place as latitude, longitude with five decimals (about a metre), from its [lng, lat] location. */
export function coordinatesText(location: readonly [number, number]): string {
  const [lng, lat] = location;
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}

/**
 * The tracker details' 'missed last update' rule (spec 1 §2.6): now is later than the last fix time plus the
 * model's expected_report_minutes. A tracker that never reported has no update to miss.
 */
export function hasMissedLastUpdate(
  position: Pick<Position, 'timestamp' | 'last_movement_time' | 'is_inside_geofences'> | null | undefined,
  model: Pick<Model, 'expected_report_minutes'>,
  now: Date | number,
): boolean {
  return position != null && isReportOverdue(position, model.expected_report_minutes, now);
}

/**
 * A Celsius value as the SLA form's Fahrenheit field shows it: two decimals at most, so a stored 4.4444 (40 °F
 * typed, kept as a 4-byte real) reads back as 40 rather than 39.99999.
 */
export function fahrenheitFieldValue(celsius: number | null | undefined): number | null {
  return typeof celsius === 'number' && Number.isFinite(celsius)
    ? +celsiusToFahrenheit(celsius).toFixed(2) || 0
    : null;
}
