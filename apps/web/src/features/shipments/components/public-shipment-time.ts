import dayjs from 'dayjs';

/** A time as the public page shows it, in the visitor's own zone. */
export function publicTime(iso: string): string {
  return dayjs(iso).format('MMM D, YYYY h:mm A');
}
