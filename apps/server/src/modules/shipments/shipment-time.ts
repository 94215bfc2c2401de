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
    const text = value.trim().replace(/[Tt]/, ' ');
    time =
      'zone' in choice
        ? dayjs.tz(text, choice.zone).toDate()
        : dayjs.utc(text).subtract(choice.offsetMinutes, 'minute').toDate();
  }
  if (!isApiInstant(time.getTime()))
    throw unprocessable(`${field} ${API_DATE_TEXTS.range}`, { [field]: [API_DATE_TEXTS.range] });
  return time;
}
