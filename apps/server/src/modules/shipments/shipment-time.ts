import dayjs from 'dayjs';
import { unprocessable } from '../../http/errors.ts';
import { SHIPMENT_TEXTS } from '@lodestar/contracts';
import type { TimeZoneChoice } from '../downloads/time-zone.ts';

/**
 * A PUT time (spec 2 §7: 'yyyy-MM-dd HH:mm:ss') in the user's zone: the x-timezone header, else the user's own
 * zone, else UTC (the zone the downloads use, modules/downloads/time-zone.ts, which also loads dayjs' zone
 * plugin). A time with its own offset or Z is taken as it says.
 */
export function parseLocalTime(value: string, choice: TimeZoneChoice, field: string): Date {
  const text = value.trim().replace('T', ' ');
  let time: Date;
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(text)) time = new Date(text.replace(' ', 'T'));
  else if ('zone' in choice) time = dayjs.tz(text, choice.zone).toDate();
  else time = dayjs.utc(text).subtract(choice.offsetMinutes, 'minute').toDate();
  if (Number.isNaN(time.getTime()))
    throw unprocessable(SHIPMENT_TEXTS.badDate, { [field]: [SHIPMENT_TEXTS.badDate] });
  return time;
}
