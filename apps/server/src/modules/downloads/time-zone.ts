import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** How times in a file are written: in an IANA zone, or at a fixed offset from UTC (minutes east). */
export type TimeZoneChoice = { zone: string } | { offsetMinutes: number };

/** Whether the runtime knows this IANA zone name (a header is the caller's text, not to be trusted). */
export function isKnownZone(name: string | undefined): name is string {
  if (!name || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone for times in a download: an explicit offset first, then the browser's zone (x-timezone header), then
 * the user's own time zone, then UTC.
 */
export function chooseTimeZone(opts: {
  offsetMinutes?: number;
  header?: string | string[];
  userZone?: string | null;
}): TimeZoneChoice {
  if (opts.offsetMinutes !== undefined) return { offsetMinutes: opts.offsetMinutes };
  const header = Array.isArray(opts.header) ? opts.header[0] : opts.header;
  if (isKnownZone(header)) return { zone: header };
  if (isKnownZone(opts.userZone ?? undefined)) return { zone: opts.userZone! };
  return { zone: 'UTC' };
}

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A time as `YYYY-MM-DD HH:mm:ss` in the chosen zone: what spreadsheets read as a date and people as a time. */
export function formatTime(time: Date | null, choice: TimeZoneChoice): string | null {
  if (!time) return null;
  const t = 'zone' in choice ? dayjs(time).tz(choice.zone) : dayjs(time).utcOffset(choice.offsetMinutes);
  return t.format(FORMAT);
}

/** The zone as a column header shows it: `America/Chicago` or `UTC-05:00`. */
export function zoneLabel(choice: TimeZoneChoice): string {
  if ('zone' in choice) return choice.zone;
  const m = Math.abs(choice.offsetMinutes);
  const sign = choice.offsetMinutes < 0 ? '-' : '+';
  return `UTC${sign}${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
