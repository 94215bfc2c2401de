import { formatDateTime } from '../../../components/date-format.ts';

/** A report's period in words, in the browser's zone: 'Nov 27, 2026 12:00 AM – Nov 27, 2026 11:59 PM'. */
export function periodText(report: { start_at: string; end_at: string }): string {
  return `${formatDateTime(report.start_at)} – ${formatDateTime(report.end_at)}`;
}
