import { formatDateTime } from '../../../components/date-format.ts';

/** A time as the public page shows it, in the visitor's own zone. */
export function publicTime(iso: string): string {
  return formatDateTime(iso);
}
