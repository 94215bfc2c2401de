import { DecodeError, invalidField, type AttributeValue } from './position-report.ts';
import { quote } from './report-checks.ts';

/**
 * Caps on what a report may carry beyond the known fields. Every report becomes a stored row, so a
 * tracker (or a script) sending hundreds of keys or kilobytes of text would bloat the positions table for
 * every report it sends; real trackers send a dozen short values. Over the cap the report is refused with
 * a message, rather than silently cut, so the sender learns which value to drop.
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
 * Builds a report's attribute map, refusing it when it breaks the caps. `prefix` is where the values sit
 * in the request ('' for query parameters, 'position.attributes' for a JSON body), for the error field.
 */
export function boundedAttributes(
  entries: Iterable<[string, AttributeValue]>,
  prefix = '',
): Record<string, AttributeValue> {
  const container = prefix || 'attributes';
  // A Map then Object.fromEntries: a key such as '__proto__' stays an ordinary key, never a prototype
  const bag = new Map<string, AttributeValue>();
  for (const [name, value] of entries) {
    if (name.length > MAX_ATTRIBUTE_NAME_LENGTH) {
      throw invalidField(
        container,
        `Attribute name ${quote(name)} is longer than ${MAX_ATTRIBUTE_NAME_LENGTH} characters`,
      );
    }
    // PostgreSQL text and jsonb cannot store NUL; refused here rather than failing the insert later
    if (name.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000'))) {
      throw invalidField(
        container,
        `Attribute ${quote(name)} contains a NUL character, which cannot be stored`,
      );
    }
    if (typeof value === 'string' && value.length > MAX_ATTRIBUTE_VALUE_LENGTH) {
      throw invalidField(
        prefix ? `${prefix}.${name}` : name,
        `Attribute ${quote(name)} is longer than ${MAX_ATTRIBUTE_VALUE_LENGTH} characters`,
      );
    }
    bag.set(name, value);
    if (bag.size > MAX_ATTRIBUTES) {
      throw new DecodeError(
        `Too many attributes in one report: at most ${MAX_ATTRIBUTES} extra values are kept`,
        'bad-request',
        container,
      );
    }
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
