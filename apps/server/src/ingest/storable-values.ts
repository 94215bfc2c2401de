import type { TrackerReport } from '../modules/positions/new-position.ts';
import { invalidField, type AttributeValue } from './position-report.ts';
import {
  MAX_ATTRIBUTES,
  MAX_ATTRIBUTE_NAME_LENGTH,
  MAX_ATTRIBUTE_VALUE_LENGTH,
} from './report-attributes.ts';
import { MAX_PLAUSIBLE_SPEED_KMH } from './report-checks.ts';

/**
 * The last check between every decoder and the database (docs/decisions/0022): a report's side values are held
 * against what their column can store and what is physically possible, and any that fails is dropped (stored as
 * unknown) so the fix itself is stored. One row the database refuses would otherwise fail the whole batch it
 * travels in, other trackers' reports with it, and a value such as 1e308 that PostgreSQL stores as Infinity
 * would raise absurd events.
 *
 * Every range lies well inside a `real` column (finite, |x| < 3.4e38) and a `smallint`, so one pair of
 * comparisons per value covers the column, the physics and NaN (every comparison with NaN is false).
 */
export const STORABLE_RANGES = {
  /** The decoders' plausibility limit (report-checks.ts) in m/s; decoders store a negative speed as unknown. */
  speedMps: [0, MAX_PLAUSIBLE_SPEED_KMH / 3.6],
  /** Degrees clockwise from north; decoders normalise to below 360. */
  course: [0, 360],
  /** Metres: the deepest mine shafts and the ocean trenches to the edge of space (100 km, the Kármán line). */
  altitude: [-12_000, 100_000],
  /** Metres of horizontal radius: half the Earth's circumference; a wider circle says nothing. */
  accuracy: [0, 20_000_000],
  /** Receivers show at most 99.99; some devices send tenths, so up to 1,000. */
  hdop: [0, 1_000],
  /** Percent. */
  battery: [0, 100],
  /**
   * Celsius: nothing is colder than absolute zero, and no tracker or probe it carries reports from a fire. The low
   * end stays open to cryogenic shipments (liquid nitrogen dry shippers at -196 °C carry loggers); +1,000 drops
   * the 0x7FFF-style "no sensor" values (3276.7, 6553.5) some devices send.
   */
  temperatureC: [-273.15, 1_000],
  /** Percent relative humidity. */
  humidity: [0, 100],
} as const;

export type CheckedField = keyof typeof STORABLE_RANGES;
const CHECKED_FIELDS = Object.keys(STORABLE_RANGES) as CheckedField[];

/**
 * Whether text can go into a text or jsonb column as it is: PostgreSQL text and jsonb cannot hold NUL, and a lone
 * UTF-16 surrogate (half an emoji) becomes a \\u escape that jsonb refuses. A loop over char codes: several times
 * quicker than a regular expression on the short texts of a report.
 */
export function isStorableText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return false;
    if (c < 0xd800 || c > 0xdfff) continue;
    // a high surrogate followed by a low one is one character; anything else is half of one
    const next = text.charCodeAt(i + 1);
    if (c > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
    i++;
  }
  return true;
}

const fits = (value: number | null, range: readonly [number, number]): boolean =>
  value === null || (value >= range[0] && value <= range[1]);

const isStorableAttribute = (name: string, value: AttributeValue): boolean => {
  if (name.length > MAX_ATTRIBUTE_NAME_LENGTH || !isStorableText(name)) return false;
  switch (typeof value) {
    case 'number':
      return Number.isFinite(value);
    case 'boolean':
      return true;
    case 'string':
      return value.length <= MAX_ATTRIBUTE_VALUE_LENGTH && isStorableText(value);
    default:
      return false;
  }
};

function attributesFit(attributes: Record<string, AttributeValue>): boolean {
  let count = 0;
  for (const name in attributes) {
    if (++count > MAX_ATTRIBUTES || !isStorableAttribute(name, attributes[name]!)) return false;
  }
  return true;
}

const inRange = (field: CheckedField, value: number): boolean => {
  const range = STORABLE_RANGES[field];
  return value >= range[0] && value <= range[1];
};

/** Longer than any postal address; a geocoder answering more is broken. */
export const MAX_ADDRESS_LENGTH = 500;

/** Whether an address can go into the address column as it is. */
export const isStorableAddress = (address: string): boolean =>
  address.length <= MAX_ADDRESS_LENGTH && isStorableText(address);

/** Whether a decoded JSON value (the report's network lists) can go into a jsonb column: finite numbers, storable text. */
function isStorableJson(value: unknown, depth: number): boolean {
  if (depth > 4) return false;
  switch (typeof value) {
    case 'number':
      return Number.isFinite(value);
    case 'string':
      return value.length <= MAX_ATTRIBUTE_VALUE_LENGTH && isStorableText(value);
    case 'boolean':
    case 'undefined':
      return true;
    case 'object':
      if (value === null) return true;
      if (Array.isArray(value)) return value.every((item) => isStorableJson(item, depth + 1));
      return Object.entries(value).every(([k, v]) => isStorableText(k) && isStorableJson(v, depth + 1));
    default:
      return false;
  }
}

/** A field name for logs, cut short so a hostile attribute name cannot flood them. */
const shortName = (name: string) => JSON.stringify(name.length > 32 ? `${name.slice(0, 32)}…` : name);

/**
 * The report as it can be stored: the same object when every value is storable (the usual case, nothing
 * allocated), otherwise a copy with the unstorable side values set to null and the unstorable attributes left
 * out, after `onDropped` heard their names. Throws a 400 DecodeError when what makes the report a position (its
 * time and coordinates) is unusable: decoders refuse those earlier, this only keeps them out of a batch.
 */
export function storableReport<R extends TrackerReport>(
  report: R,
  onDropped?: (report: R, fields: string[]) => void,
): R {
  if (!Number.isFinite(report.fixTime.getTime()))
    throw invalidField('timestamp', 'The fix time is not a valid time');
  if (!(Math.abs(report.latitude) <= 90))
    throw invalidField('lat', 'The latitude must be between -90 and 90');
  if (!(Math.abs(report.longitude) <= 180))
    throw invalidField('lon', 'The longitude must be between -180 and 180');

  // the usual report: plain comparisons, nothing allocated
  if (
    fits(report.speedMps, STORABLE_RANGES.speedMps) &&
    fits(report.course, STORABLE_RANGES.course) &&
    fits(report.altitude, STORABLE_RANGES.altitude) &&
    fits(report.accuracy, STORABLE_RANGES.accuracy) &&
    fits(report.hdop, STORABLE_RANGES.hdop) &&
    fits(report.battery, STORABLE_RANGES.battery) &&
    fits(report.temperatureC, STORABLE_RANGES.temperatureC) &&
    fits(report.humidity, STORABLE_RANGES.humidity) &&
    attributesFit(report.attributes) &&
    (!report.network || isStorableJson(report.network, 0))
  )
    return report;

  let dropped: string[] | null = null;
  for (const field of CHECKED_FIELDS) {
    const value = report[field];
    if (value !== null && (typeof value !== 'number' || !inRange(field, value))) (dropped ??= []).push(field);
  }
  let attributes = report.attributes;
  let count = 0;
  for (const name in attributes) {
    if (++count > MAX_ATTRIBUTES || !isStorableAttribute(name, attributes[name]!)) {
      attributes = keptAttributes(report.attributes, (dropped ??= []));
      break;
    }
  }
  const network = report.network;
  if (network && !isStorableJson(network, 0)) (dropped ??= []).push('network');
  if (!dropped) return report;
  const copy: R = { ...report, attributes };
  for (const field of dropped) {
    if (field in STORABLE_RANGES) copy[field as CheckedField] = null;
    else if (field === 'network') copy.network = null;
  }
  onDropped?.(report, dropped);
  return copy;
}

/** The storable attributes, at most MAX_ATTRIBUTES of them; the names of the others go to `dropped`. */
function keptAttributes(
  attributes: Record<string, AttributeValue>,
  dropped: string[],
): Record<string, AttributeValue> {
  // a Map then Object.fromEntries: a key such as '__proto__' stays an ordinary key
  const kept = new Map<string, AttributeValue>();
  let over = 0;
  for (const [name, value] of Object.entries(attributes)) {
    if (!isStorableAttribute(name, value)) dropped.push(`attributes.${shortName(name)}`);
    else if (kept.size < MAX_ATTRIBUTES) kept.set(name, value);
    else over++;
  }
  if (over) dropped.push(`attributes (${over} over the limit of ${MAX_ATTRIBUTES})`);
  return Object.fromEntries(kept);
}

/** How often the dropped-values summary is logged at most. */
export const DROPPED_LOG_PERIOD_MS = 60_000;

/**
 * Counts dropped values and logs a summary at most once a period (per field name, with one example tracker), so a
 * fleet sending a broken value in every report costs one log line a minute, not one a report.
 */
export class DroppedValuesLog {
  private counts = new Map<string, number>();
  private reports = 0;
  private example: string | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly log: (details: {
      reports: number;
      fields: Record<string, number>;
      example: string;
    }) => void,
    private readonly periodMs = DROPPED_LOG_PERIOD_MS,
  ) {}

  note(identifier: string, fields: readonly string[]): void {
    this.reports++;
    this.example ??= identifier;
    for (const field of fields) this.counts.set(field, (this.counts.get(field) ?? 0) + 1);
    // a bounded map: hostile attribute names must not grow it without end
    if (this.counts.size > 200) this.flush();
    if (!this.timer && this.reports) {
      this.timer = setTimeout(() => this.flush(), this.periodMs);
      this.timer.unref();
    }
  }

  /** Logs what was counted since the last summary, if anything (also at shutdown). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.reports) return;
    this.log({ reports: this.reports, fields: Object.fromEntries(this.counts), example: this.example! });
    this.counts = new Map();
    this.reports = 0;
    this.example = null;
  }
}
