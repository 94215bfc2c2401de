import dayjs from 'dayjs';
import { unprocessable } from '../../http/errors.ts';
import {
  API_DATE_TEXTS,
  isApiInstant,
  parseApiDate,
  parseApiDateParts,
  SHIPMENT_TEXTS,
} from '@lodestar/contracts';
import type { TimeZoneChoice } from '../downloads/time-zone.ts';

/** 400 Gregorian years: 146,097 days. */
const GREGORIAN_CYCLE_MS = 146_097 * 86_400_000;

/**
 * A PUT time (spec 2 §7: 'yyyy-MM-dd HH:mm:ss') in the user's zone: the x-timezone header, else the user's own
 * zone, else UTC (the zone the downloads use, modules/downloads/time-zone.ts, which also loads dayjs' zone
 * plugin). A time with its own offset or Z is taken as it says. The contract's parser checked the text; the
 * instant is checked here again because the user's zone can carry 9999-12-31 23:00 past year 9999.
 */
export function parseLocalTime(value: string, choice: TimeZoneChoice, field: string): Date {
  const parts = parseApiDateParts(value);
  if (!parts.ok || parts.parts.dateOnly)
    throw unprocessable(SHIPMENT_TEXTS.badDate, { [field]: [SHIPMENT_TEXTS.badDate] });
  let time: Date;
  if (parts.parts.offsetMinutes !== undefined) {
    const instant = parseApiDate(value);
    time = instant.ok ? instant.date : new Date(Number.NaN);
  } else {
    // dayjs reads years 0-99 as 1900-1999: such a year is read 400 years later (the Gregorian calendar repeats
    // every 400 years) and moved back
    const early = parts.parts.year < 100;
    const text = value
      .trim()
      .replace(/[Tt]/, ' ')
      .replace(/^\d{4}/, (y) => String(Number(y) + (early ? 400 : 0)).padStart(4, '0'));
    const read =
      'zone' in choice
        ? dayjs.tz(text, choice.zone).toDate()
        : dayjs.utc(text).subtract(choice.offsetMinutes, 'minute').toDate();
    time = new Date(read.getTime() - (early ? GREGORIAN_CYCLE_MS : 0));
  }
  if (!isApiInstant(time.getTime()))
    throw unprocessable(`${field} ${API_DATE_TEXTS.range}`, { [field]: [API_DATE_TEXTS.range] });
  return time;
}
