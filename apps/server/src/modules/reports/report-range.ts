import dayjs from 'dayjs';
import { LIMITS, REPORT_TEXTS } from '@lodestar/contracts';
import { unprocessable } from '../../http/errors.ts';
import type { TimeZoneChoice } from '../downloads/time-zone.ts';

/** Now in the user's zone (or at their offset), so 'today' is the user's today. */
function localNow(now: Date, zone: TimeZoneChoice) {
  return 'zone' in zone ? dayjs(now).tz(zone.zone) : dayjs(now).utcOffset(zone.offsetMinutes);
}

/**
 * A report's period as spec 2 §5 allows it: starting before it ends, ending no later than the end of the user's
 * today, and starting no further back than 3 months before today (12 with unlimited_date_selection), counted
 * from the start of today as the date picker counts.
 */
export function checkReportRange(
  range: { from: Date; to: Date },
  opts: { unlimited: boolean; zone: TimeZoneChoice; now?: Date },
): void {
  const local = localNow(opts.now ?? new Date(), opts.zone);
  if (range.from >= range.to) {
    throw unprocessable(REPORT_TEXTS.startAfterEnd, { start_at: [REPORT_TEXTS.startAfterEnd] });
  }
  if (range.to > local.endOf('day').toDate()) {
    throw unprocessable(REPORT_TEXTS.endAfterToday, { end_at: [REPORT_TEXTS.endAfterToday] });
  }
  const months = opts.unlimited ? LIMITS.dateRangeMonthsUnlimited : LIMITS.dateRangeMonths;
  if (range.from < local.startOf('day').subtract(months, 'month').toDate()) {
    const message = REPORT_TEXTS.tooFarBack(months);
    throw unprocessable(message, { start_at: [message] });
  }
}
