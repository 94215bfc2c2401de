import { formatDateTime, formatRelative } from './date-format.ts';

/** A past moment as "5 minutes ago", with the full local date and time on hover. */
export function RelativeTime({ iso, now }: { iso: string; now: number }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatRelative(iso, now)}
    </time>
  );
}
