import type { AttributeValue } from './position-report.ts';
import type { Dropped } from './report-checks.ts';

/**
 * Caps on what a report may carry beyond the known fields. Every report becomes a stored row, so a tracker (or
 * a script) sending hundreds of keys or kilobytes of text would bloat the positions table for every report it
 * sends; real trackers send a dozen short values. A value over a cap is left out and its name noted in the
 * report's `dropped` list, which the pipeline logs: the fix itself is still stored.
 */
export const MAX_ATTRIBUTES = 50;
export const MAX_ATTRIBUTE_NAME_LENGTH = 64;
export const MAX_ATTRIBUTE_VALUE_LENGTH = 256;

// Only canonical numbers become numbers: '007' (a driver id) or a 20-digit ICCID must stay text, or the
// leading zeros and the last digits would be lost.
const CANONICAL_NUMBER = /^-?(0|[1-9]\d{0,14})(\.\d+)?$/;

/** A query or form value as an attribute: canonical numbers and true/false typed, anything else text. */
export function attributeFromText(raw: string): AttributeValue {
  if (CANONICAL_NUMBER.test(raw)) return Number(raw);
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return raw;
}

/** A JSON value as an attribute: scalars kept, null dropped, objects and arrays kept as JSON text. */
export function attributeFromJson(value: unknown): AttributeValue | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return JSON.stringify(value);
}

/**
 * Builds a report's attribute map within the caps. A name or value that cannot be stored (over a length cap,
 * holding NUL, which PostgreSQL text and jsonb refuse) is left out and noted in `dropped`, as are the values past
 * the count cap (noted once, as `attributes`).
 */
export function boundedAttributes(
  entries: Iterable<[string, AttributeValue]>,
  dropped: Dropped,
): Record<string, AttributeValue> {
  // A Map then Object.fromEntries: a key such as '__proto__' stays an ordinary key, never a prototype
  const bag = new Map<string, AttributeValue>();
  for (const [name, value] of entries) {
    if (
      name.length > MAX_ATTRIBUTE_NAME_LENGTH ||
      name.includes('\u0000') ||
      (typeof value === 'string' && (value.length > MAX_ATTRIBUTE_VALUE_LENGTH || value.includes('\u0000')))
    ) {
      dropped.push(name.slice(0, MAX_ATTRIBUTE_NAME_LENGTH));
      continue;
    }
    if (bag.size >= MAX_ATTRIBUTES && !bag.has(name)) {
      dropped.push('attributes');
      break;
    }
    bag.set(name, value);
  }
  return Object.fromEntries(bag);
}

/**
 * An alarm value split into the SOS flag and the other alarm names. Traccar joins several alarms with
 * commas ('sos,lowBattery'); SOS gets its own column because the map and alerts act on it.
 */
export function splitAlarms(value: string): { sos: boolean; others: string | null } {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const others = names.filter((name) => name.toLowerCase() !== 'sos');
  return { sos: others.length < names.length, others: others.length > 0 ? others.join(',') : null };
}

/**
 * The alarm names that mean someone opened or removed the tracker: `tamper` (our OsmAnd extension) and Traccar's
 * `tampering` (Position.ALARM_TAMPERING, forwarded as is). Compared without case.
 */
const TAMPER_ALARMS = new Set(['tamper', 'tampering']);

/**
 * Whether a stored fix's `alarm` attribute (the alarm names other than SOS, comma-joined) carries a tamper alarm.
 * The name stays in the attributes as the tracker sent it; the event detector reads this flag (docs/decisions/0052).
 */
export function hasTamperAlarm(alarm: unknown): boolean {
  if (typeof alarm !== 'string' || alarm === '') return false;
  return alarm.split(',').some((name) => TAMPER_ALARMS.has(name.trim().toLowerCase()));
}
