import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import utc from 'dayjs/plugin/utc.js';
import { invalidField } from './position-report.ts';
import { quote } from './report-checks.ts';

dayjs.extend(utc);
dayjs.extend(customParseFormat);

/**
 * How far ahead of our clock a fix may be. Tracker and server clocks drift by seconds, and GPS time is
 * exact, so a few minutes covers every honest report. A fix hours ahead is a clock or time-zone mistake
 * (local time sent as UTC); stored, it would become the tracker's "latest" position and hide every real
 * report until that time passes, so it is refused with a message saying why.
 */
export const MAX_FUTURE_MINUTES = 10;

/**
 * Fixes before this are a tracker that never set its clock (epoch 0, GPS week rollover). Old but real
 * fixes are fine: trackers buffer reports while offline and send them later.
 */
export const EARLIEST_FIX = new Date(Date.UTC(2000, 0, 1));

// Epoch values below this are seconds, above it milliseconds: 1e11 s is the year 5138, 1e11 ms is 1973.
const MILLISECONDS_FROM = 1e11;
const EPOCH = /^\d+(\.\d+)?$/;
// ISO 8601 date-time split into local part, fraction and zone, so dayjs can check the calendar strictly
// (its lenient parser turns 2024-02-30 into 1 March).
const ISO = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?(?:[.,](\d+))?(Z|[+-]\d{2}(?::?\d{2})?)?$/;
// A device that does not URL-encode its query sends '+01:00' and it arrives as ' 01:00'.
const DECODED_PLUS = /(T[\d:.,]+) (\d{2}(?::?\d{2})?)$/;

function parseIso(text: string): Dayjs | null {
  const match = ISO.exec(text);
  if (!match) return null;
  const [, minutes, seconds = ':00', fraction = '', zone = 'Z'] = match;
  const millis = fraction.padEnd(3, '0').slice(0, 3);
  const local = dayjs.utc(`${minutes}${seconds}.${millis}`, 'YYYY-MM-DDTHH:mm:ss.SSS', true);
  if (zone === 'Z') return local;
  // keepLocalTime: the digits are local time at `zone`, so this shifts the instant to UTC correctly;
  // dayjs needs the minutes, which ISO allows to leave out ('+02')
  return local.utcOffset(zone.length === 3 ? `${zone}:00` : zone, true);
}

/**
 * A report time as trackers send it: epoch seconds or milliseconds (told apart by magnitude), ISO 8601
 * with or without a zone (none means UTC), or `yyyy-MM-dd HH:mm:ss` in UTC.
 */
export function parseReportTime(raw: string, field: string): Date {
  const text = raw.trim().toUpperCase();
  let date: Date | null;
  if (EPOCH.test(text)) {
    // the usual case (every Traccar Client report): a plain Date, no dayjs object per report
    const value = Number(text);
    date = new Date(Math.round(value < MILLISECONDS_FROM ? value * 1000 : value));
  } else {
    const time = text.includes('T')
      ? parseIso(text.replace(DECODED_PLUS, '$1+$2'))
      : dayjs.utc(text, 'YYYY-MM-DD HH:mm:ss', true);
    date = time?.isValid() ? time.toDate() : null;
  }
  if (!date || Number.isNaN(date.getTime())) {
    throw invalidField(
      field,
      `${field} ${quote(raw)} is not a time: send epoch seconds or milliseconds, ISO 8601, or yyyy-MM-dd HH:mm:ss in UTC`,
    );
  }
  return date;
}

/** Refuses fix times that cannot be real (see MAX_FUTURE_MINUTES and EARLIEST_FIX). */
export function checkFixTime(time: Date, now: Date, field: string): Date {
  if (time.getTime() - now.getTime() > MAX_FUTURE_MINUTES * 60_000) {
    throw invalidField(
      field,
      `${field} ${time.toISOString()} is more than ${MAX_FUTURE_MINUTES} minutes ahead of the server clock ` +
        `(${now.toISOString()}); check the tracker's clock and time zone`,
    );
  }
  if (time < EARLIEST_FIX) {
    throw invalidField(
      field,
      `${field} ${time.toISOString()} is before 2000; the tracker's clock is not set`,
    );
  }
  return time;
}
