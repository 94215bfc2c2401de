/** One part of a result's details as the result panel shows it. */
export type DetailPart =
  | { kind: 'value'; label: string; text: string }
  | { kind: 'table'; label: string; columns: string[]; rows: string[][] };

/** 'phone_number' → 'Phone number' */
export function detailLabel(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How the page shows a moment in time (the app's date format); the tests keep the ISO text. */
export type TimeFormat = (iso: string) => string;
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value as one line of text: objects as 'key: value' pairs, moments in the page's format, nothing as '—'. */
export function detailText(value: unknown, time: TimeFormat = (t) => t): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value))
    return value.length === 0 ? 'None' : value.map((v) => detailText(v, time)).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([k, v]) => `${detailLabel(k)}: ${detailText(v, time)}`)
      .join(', ');
  }
  if (typeof value === 'string' && ISO_MOMENT.test(value)) return time(value);
  return String(value);
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A result's details (what the action touched or read) as values and tables, whatever the action: a list of
 * records (e.g. Get Device Messages' messages) becomes a table with a column per field, a record its fields,
 * anything else one value.
 */
export function detailParts(
  details: Record<string, unknown> | null,
  time: TimeFormat = (t) => t,
): DetailPart[] {
  if (!details) return [];
  const parts: DetailPart[] = [];
  for (const [key, value] of Object.entries(details)) {
    const label = detailLabel(key);
    if (Array.isArray(value) && value.length > 0 && value.every(isRecord)) {
      const columns = [...new Set(value.flatMap((row) => Object.keys(row)))];
      const rows = value.map((row) => columns.map((c) => detailText(row[c], time)));
      parts.push({ kind: 'table', label, columns: columns.map(detailLabel), rows });
    } else if (isRecord(value)) {
      for (const [inner, v] of Object.entries(value)) {
        parts.push({
          kind: 'value',
          label: `${label} ${detailLabel(inner).toLowerCase()}`,
          text: detailText(v),
        });
      }
    } else {
      parts.push({ kind: 'value', label, text: detailText(value, time) });
    }
  }
  return parts;
}
