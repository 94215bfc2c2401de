import { THRESHOLDS, UNITS } from '@lodestar/contracts';

/**
 * Stored units, chosen once so every consumer (ingest, rules, reports, web) agrees:
 * speed in metres per second, temperature in degrees Celsius, battery and humidity in percent,
 * distances and accuracy in metres. Conversions happen only at the edges: when a tracker report is
 * decoded, and when a value is shown (mph, Fahrenheit; spec 1 §9).
 */

/** Speed units trackers report in. Traccar and the OsmAnd protocol default to knots. */
export type SpeedUnit = 'kn' | 'kmh' | 'mph' | 'mps';

/** One knot in metres per second. */
export const MPS_PER_KNOT = 0.514444;
/** One km/h in metres per second. */
export const MPS_PER_KMH = 1 / 3.6;
/** One mile per hour in metres per second (exact by definition of the international mile). */
export const MPS_PER_MPH = 0.44704;
/** One international mile in metres (exact). */
export const METRES_PER_MILE = 1609.344;

const MPS_PER_UNIT: Record<SpeedUnit, number> = {
  kn: MPS_PER_KNOT,
  kmh: MPS_PER_KMH,
  mph: MPS_PER_MPH,
  mps: 1,
};

/** A speed in the given unit as metres per second, the stored unit. */
export function speedToMps(value: number, unit: SpeedUnit): number {
  return value * MPS_PER_UNIT[unit];
}

/** Knots to metres per second (Traccar positions carry knots). */
export function knotsToMps(knots: number): number {
  return speedToMps(knots, 'kn');
}

/** km/h to metres per second. */
export function kmhToMps(kmh: number): number {
  return speedToMps(kmh, 'kmh');
}

/** Miles per hour to metres per second. */
export function mphToMps(mph: number): number {
  return speedToMps(mph, 'mph');
}

/** Metres per second to km/h, for messages and plausibility limits people think of in km/h. */
export function mpsToKmh(mps: number): number {
  return mps * 3.6;
}

/** A stored speed as shown to users: metres per second to mph with the spec's factor 2.23694 (spec 1 §9). */
export function mpsToMph(mps: number): number {
  return mps * UNITS.mpsToMph;
}

/** A stored temperature (Celsius) as shown to users in Fahrenheit (spec 1 §3, §9). */
export function celsiusToFahrenheit(celsius: number): number {
  return (celsius * 9) / 5 + 32;
}

/** A temperature typed in Fahrenheit (SLA form, spec 1 §5) as the stored Celsius value. */
export function fahrenheitToCelsius(fahrenheit: number): number {
  return ((fahrenheit - 32) * 5) / 9;
}

/**
 * Whether a battery level counts as low: below 20 percent (spec 1 §9). An unknown level is not low,
 * so trackers that never report a battery raise no low-battery flag.
 */
export function isLowBattery(percent: number | null | undefined): boolean {
  return typeof percent === 'number' && Number.isFinite(percent) && percent < THRESHOLDS.lowBattery;
}

/** A distance in metres as miles, the unit the product shows distances in (spec 1 §9 speaks mph). */
export function metresToMiles(metres: number): number {
  return metres / METRES_PER_MILE;
}
