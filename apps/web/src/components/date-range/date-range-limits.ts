import { LIMITS } from '@lodestar/contracts';
import dayjs from 'dayjs';
import { formatDateTime } from '../date-format.ts';

/** A chosen period, as ISO instants. */
export interface DateRange {
  from: string;
  to: string;
}

/** The quick choices of the date range picker (spec 1 §5). */
export type DateRangePreset = 'today' | 'yesterday' | 'lastHour' | 'custom';

export const PRESET_LABELS: Record<DateRangePreset, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  lastHour: 'Last Hour',
  custom: 'Custom Range',
};

/**
 * The days a range may use (spec 1 §5): back 3 months, or 12 with unlimited_date_selection, and never past
 * the end of today. As 'YYYY-MM-DD', the form the date pickers take.
 */
export function dateRangeLimits(unlimited: boolean, now: Date = new Date()) {
  const months = unlimited ? LIMITS.dateRangeMonthsUnlimited : LIMITS.dateRangeMonths;
  return {
    minDate: dayjs(now).subtract(months, 'month').startOf('day').format('YYYY-MM-DD'),
    maxDate: dayjs(now).endOf('day').format('YYYY-MM-DD'),
  };
}

/** The range a preset stands for at `now`; custom has none of its own. */
export function presetRange(preset: Exclude<DateRangePreset, 'custom'>, now: Date = new Date()): DateRange {
  const at = dayjs(now);
  if (preset === 'lastHour') return { from: at.subtract(1, 'hour').toISOString(), to: at.toISOString() };
  const day = preset === 'today' ? at : at.subtract(1, 'day');
  return { from: day.startOf('day').toISOString(), to: day.endOf('day').toISOString() };
}

/** The tracker lists' default (spec 1 §9): from the start of the day two days ago to the end of today. */
export function defaultListRange(now: Date = new Date()): DateRange {
  return {
    from: dayjs(now).subtract(2, 'day').startOf('day').toISOString(),
    to: dayjs(now).endOf('day').toISOString(),
  };
}

/** Tracker details' default (spec 1 §9: today): from the start of today to now. */
export function defaultDetailsRange(now: Date = new Date()): DateRange {
  return { from: dayjs(now).startOf('day').toISOString(), to: dayjs(now).toISOString() };
}

const DAY_MS = 86_400_000;

/**
 * Whether the positions of a range may be downloaded (spec 1 §5, §9): the range must not be backwards and must
 * span at most 90 days of 24 hours, the same count the server applies.
 */
export function fitsHistoryDownload(range: DateRange, maxDays: number = LIMITS.historyDownloadDays): boolean {
  const from = Date.parse(range.from);
  const to = Date.parse(range.to);
  return from <= to && to - from <= maxDays * DAY_MS;
}

/** Whether a range stays within what the picker allows: not before its first day, not after the end of today. */
export function withinLimits(range: DateRange, unlimited: boolean, now: Date = new Date()): boolean {
  const { minDate, maxDate } = dateRangeLimits(unlimited, now);
  return (
    !dayjs(range.from).isBefore(dayjs(minDate).startOf('day')) &&
    !dayjs(range.to).isAfter(dayjs(maxDate).endOf('day'))
  );
}

/** A day ('YYYY-MM-DD') and a time ('HH:mm') as one ISO instant in the browser's zone. */
export function combineDayAndTime(day: string, time: string, endOfMinute = false): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const at = dayjs(day).hour(hours).minute(minutes);
  return (endOfMinute ? at.endOf('minute') : at.startOf('minute')).toISOString();
}

/** The range in words for the button that opens the picker. */
export function describeRange(range: DateRange): string {
  return `${formatDateTime(range.from)} – ${formatDateTime(range.to)}`;
}
