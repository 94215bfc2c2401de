import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/**
 * One way to show each kind of time in the whole web app, in the browser's zone (issue 26 found three formats for
 * the same kind of time). Date pickers use the same patterns through `DATE_FORMATS`, so a chosen time reads as it
 * reads elsewhere.
 */
export const DATE_FORMATS = {
  /** 'Nov 27, 2026 6:37 PM': a moment (a report, an event, a shipment's start). */
  dateTime: 'MMM D, YYYY h:mm A',
  /** 'Nov 27, 2026': a day (a subscription's renewal, a range's days). */
  date: 'MMM D, YYYY',
  /** '6:37 PM': a time of a day already named beside it. */
  time: 'h:mm A',
} as const;

type Moment = string | number | Date;

/** 'Nov 27, 2026 6:37 PM'. */
export function formatDateTime(at: Moment): string {
  return dayjs(at).format(DATE_FORMATS.dateTime);
}

/** 'Nov 27, 2026'. */
export function formatDate(at: Moment): string {
  return dayjs(at).format(DATE_FORMATS.date);
}

/** '6:37 PM'. */
export function formatTime(at: Moment): string {
  return dayjs(at).format(DATE_FORMATS.time);
}

/**
 * A past moment as '5 minutes ago'. A moment slightly ahead of this browser's clock (the server accepts fixes up
 * to 10 minutes ahead) reads as 'a few seconds ago', not 'in 3 minutes'.
 */
export function formatRelative(at: Moment, now: number): string {
  const moment = dayjs(at);
  return (moment.valueOf() > now ? dayjs(now) : moment).from(now);
}
