import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify, type Options } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';

/**
 * Spreadsheet programs run a cell that starts with = + - @ (or a tab or carriage return, which some strip first)
 * as a formula, so a tracker named `=HYPERLINK(...)` could act on whoever opens the export. Such text cells get a
 * leading apostrophe, which spreadsheets hide and treat as "this is text" (OWASP's CSV injection advice). Numbers
 * are not text cells: a negative longitude stays a number.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const options = (header: string[]): Options => ({
  header: true,
  // the byte-order mark makes Excel read the file as UTF-8 (addresses, °F) instead of the system code page
  bom: true,
  columns: header,
  // CRLF: RFC 4180 and what Excel expects
  record_delimiter: 'windows',
  cast: {
    string: neutraliseFormula,
    boolean: (v) => (v ? 'yes' : 'no'),
    date: (d) => d.toISOString(),
  },
});

/** A small CSV built at once (the tracker list), so the answer can carry a Content-Length for download progress. */
export function csvText(header: string[], rows: unknown[][]): string {
  return stringifySync(rows, options(header));
}

/**
 * A CSV produced while rows are read (position history), so a long range never sits in memory. The returned
 * stream ends with an error (destroyed) when reading rows fails midway.
 */
export function csvStream(header: string[], rows: AsyncIterable<unknown[]>): Readable {
  const csv = stringify(options(header));
  pipeline(Readable.from(rows), csv).catch((err: unknown) => csv.destroy(err as Error));
  return csv;
}
