import { z } from 'zod';

/*
 * The one parser for every date and date-time the API reads (issue 26 item 11). JavaScript's Date takes years
 * from -271821 to +275760 and Date.parse takes a dozen forms, while PostgreSQL's timestamptz refuses year 0 and
 * anything before 4713 BC, and a year past 9999 comes back from Date#toISOString as '+010000-…', which no
 * client reads as the date it sent. So the API takes ISO 8601 with a four-digit year and keeps every instant
 * within years 0001 to 9999 in UTC, after any offset; anything else is a 422 naming the field.
 */

/** The earliest instant the API takes: 0001-01-01T00:00:00Z. */
export const API_DATE_MIN_MS = -62_135_596_800_000;
/** The latest instant the API takes: 9999-12-31T23:59:59.999Z. */
export const API_DATE_MAX_MS = 253_402_300_799_999;

/** Why a date was refused, read on from the field's name ('date_from must be …'). */
export const API_DATE_TEXTS = {
  format: 'must be an ISO 8601 date or date-time, e.g. 2026-01-31 or 2026-01-31T08:00:00Z',
  dateTimeFormat: 'must be an ISO 8601 date-time, e.g. 2026-01-31T08:00:00Z',
  range: 'must be between 0001-01-01 and 9999-12-31 (UTC)',
} as const;

const GRAMMAR =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?([Zz]|[+-]\d{2}(?::?\d{2})?)?)?$/;

/** The parts of a date text as written: calendar fields, and the offset in minutes when one was given. */
export interface ApiDateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** True when only yyyy-MM-dd was given. */
  dateOnly: boolean;
  /** Minutes east of UTC when the text carried Z or an offset, else undefined (a local or UTC wall time). */
  offsetMinutes: number | undefined;
}

export type ApiDateResult = { ok: true; parts: ApiDateParts } | { ok: false; reason: 'format' | 'range' };

/** Milliseconds since 1970 of a wall time in UTC; setUTCFullYear, because Date.UTC reads years 0-99 as 19xx. */
function wallTimeMs(p: ApiDateParts): number {
  const date = new Date(0);
  date.setUTCFullYear(p.year, p.month - 1, p.day);
  date.setUTCHours(p.hour, p.minute, p.second, p.millisecond);
  return date.getTime();
}

/** Whether an instant is one the API stores and answers: within years 0001 to 9999 in UTC. */
export function isApiInstant(ms: number): boolean {
  return Number.isFinite(ms) && ms >= API_DATE_MIN_MS && ms <= API_DATE_MAX_MS;
}

/**
 * Reads `text` as ISO 8601 with a four-digit year: yyyy-MM-dd, optionally T (or a space) HH:mm[:ss[.fraction]],
 * optionally Z or ±HH[:mm]. Refuses impossible calendar fields (2026-02-30, 24:00), year 0000, and an offset that
 * carries the instant outside years 0001 to 9999.
 */
export function parseApiDateParts(text: string): ApiDateResult {
  const m = GRAMMAR.exec(text.trim());
  if (!m) return { ok: false, reason: 'format' };
  const [, y, mo, d, h, mi, s, fraction, zone] = m;
  let offsetMinutes: number | undefined;
  if (zone !== undefined) {
    if (zone === 'Z' || zone === 'z') offsetMinutes = 0;
    else {
      const digits = zone.slice(1).replace(':', '');
      const hours = Number(digits.slice(0, 2));
      const minutes = Number(digits.slice(2) || '0');
      if (hours > 23 || minutes > 59) return { ok: false, reason: 'format' };
      offsetMinutes = (zone[0] === '-' ? -1 : 1) * (hours * 60 + minutes);
    }
  }
  const parts: ApiDateParts = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h ?? 0),
    minute: Number(mi ?? 0),
    second: Number(s ?? 0),
    millisecond: Number((fraction ?? '0').padEnd(3, '0').slice(0, 3)),
    dateOnly: h === undefined,
    offsetMinutes,
  };
  if (parts.month < 1 || parts.month > 12 || parts.hour > 23 || parts.minute > 59 || parts.second > 59)
    return { ok: false, reason: 'format' };
  const wall = new Date(wallTimeMs(parts));
  // a day past the month's end rolls over into the next month
  if (wall.getUTCDate() !== parts.day) return { ok: false, reason: 'format' };
  if (parts.year < 1) return { ok: false, reason: 'range' };
  if (!isApiInstant(wallTimeMs(parts) - (offsetMinutes ?? 0) * 60_000)) return { ok: false, reason: 'range' };
  return { ok: true, parts };
}

/** What a date alone means for a field: its day's first or last millisecond (UTC), or not allowed. */
export type DateOnlyMeaning = 'start' | 'end' | 'refuse';

export interface ApiDateOptions {
  /** A date without a time: 'start' (default) of that day in UTC, 'end' of it (an inclusive upper bound), or refused. */
  dateOnly?: DateOnlyMeaning;
  /** Messages in place of the API's own, for fields whose spec gives the wording (shipments). */
  messages?: { required?: string; format?: string };
}

/**
 * The instant `text` names (a time without an offset is UTC), or why it was refused. The one parse behind
 * apiDate and apiDateText; exported for callers outside a zod schema.
 */
export function parseApiDate(
  text: string,
  dateOnly: DateOnlyMeaning = 'start',
): { ok: true; date: Date } | { ok: false; reason: 'format' | 'range' } {
  const result = parseApiDateParts(text);
  if (!result.ok) return result;
  const { parts } = result;
  if (parts.dateOnly && dateOnly === 'refuse') return { ok: false, reason: 'format' };
  const wall = wallTimeMs(parts) - (parts.offsetMinutes ?? 0) * 60_000;
  return { ok: true, date: new Date(parts.dateOnly && dateOnly === 'end' ? wall + 86_399_999 : wall) };
}

function dateText(options: ApiDateOptions) {
  const formatText =
    options.messages?.format ??
    (options.dateOnly === 'refuse' ? API_DATE_TEXTS.dateTimeFormat : API_DATE_TEXTS.format);
  const required = options.messages?.required;
  const text = required ? z.string({ error: required }).trim().min(1, required) : z.string().trim();
  return text
    .transform((value, ctx) => {
      const result = parseApiDate(value, options.dateOnly);
      if (result.ok) return result.date;
      ctx.addIssue({
        code: 'custom',
        message: result.reason === 'range' ? API_DATE_TEXTS.range : formatText,
        input: value,
      });
      return z.NEVER;
    })
    .meta({ format: 'date-time' });
}

/** A date or date-time field read into a Date (see parseApiDate); a 422 naming the field otherwise. */
export function apiDate(options: ApiDateOptions = {}) {
  return dateText(options);
}

/**
 * As apiDate, but the value stays text: the instant in UTC as yyyy-MM-ddTHH:mm:ss.sssZ. For bodies whose type the
 * web app also builds (a Date would not survive JSON.stringify as the same type).
 */
export function apiDateText(options: ApiDateOptions = {}) {
  return dateText(options)
    .transform((date) => date.toISOString())
    .meta({ format: 'date-time' });
}

/**
 * A wall time the server reads in the user's time zone ('yyyy-MM-dd HH:mm:ss', spec 2 §7), or an instant when it
 * carries Z or an offset; the text is kept for the server's zone conversion, which then checks the instant with
 * isApiInstant. Refused here already: what is not such a text, year 0000, and an offset past year 9999.
 */
export function apiLocalDateTimeText(options: Pick<ApiDateOptions, 'messages'> = {}) {
  const formatText = options.messages?.format ?? API_DATE_TEXTS.dateTimeFormat;
  const required = options.messages?.required;
  const text = required ? z.string({ error: required }).trim().min(1, required) : z.string().trim();
  return text
    .superRefine((value, ctx) => {
      const result = parseApiDateParts(value);
      if (result.ok && !result.parts.dateOnly) return;
      ctx.addIssue({
        code: 'custom',
        message: !result.ok && result.reason === 'range' ? API_DATE_TEXTS.range : formatText,
        input: value,
      });
    })
    .meta({ format: 'date-time' });
}
