import { LIMITS, REPORT_TEXTS, type CreateReportRequest } from '@lodestar/contracts';
import dayjs from 'dayjs';
import type { DateRange } from '../../../components/date-range/date-range-limits.ts';

export interface ReportFormValues {
  /** The chosen tracker's id, as the picker holds it. */
  trackerId: string | null;
  period: DateRange;
}

export interface ReportFormErrors {
  tracker?: string;
  period?: string;
}

/**
 * The create form's checks (spec 2 §5), the same the server makes: a tracker is chosen; the period runs forward,
 * ends by the end of today and starts at most 3 months back (12 with unlimited_date_selection).
 */
export function reportFormErrors(values: ReportFormValues, unlimited: boolean, now: Date = new Date()) {
  const errors: ReportFormErrors = {};
  if (!values.trackerId) errors.tracker = REPORT_TEXTS.trackerRequired;
  const from = dayjs(values.period.from);
  const to = dayjs(values.period.to);
  const months = unlimited ? LIMITS.dateRangeMonthsUnlimited : LIMITS.dateRangeMonths;
  // as the server counts: a period must last, so a start equal to the end is refused too
  if (!from.isBefore(to)) errors.period = REPORT_TEXTS.startAfterEnd;
  else if (to.isAfter(dayjs(now).endOf('day'))) errors.period = REPORT_TEXTS.endAfterToday;
  else if (from.isBefore(dayjs(now).subtract(months, 'month').startOf('day')))
    errors.period = REPORT_TEXTS.tooFarBack(months);
  return errors;
}

/** The store call's body (spec 2 §7: device_id, start_at and end_at as ISO). */
export function createRequestOf(values: ReportFormValues): CreateReportRequest {
  return {
    device_id: Number(values.trackerId),
    start_at: new Date(values.period.from).toISOString(),
    end_at: new Date(values.period.to).toISOString(),
  };
}

/** A 422's field messages put where the form shows them: the tracker's under the picker, the times under the period. */
export function serverFieldErrors(errors: Record<string, string[]>): ReportFormErrors {
  const first = (field: string) => errors[field]?.[0];
  const tracker = first('device_id');
  const period = first('start_at') ?? first('end_at');
  return { ...(tracker && { tracker }), ...(period && { period }) };
}
