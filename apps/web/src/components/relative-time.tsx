import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/**
 * A past moment as "5 minutes ago", with the full local date and time on hover. A time slightly ahead of this
 * browser's clock (the server accepts fixes up to 10 minutes ahead) reads as "a few seconds ago", not "in 3
 * minutes".
 */
export function RelativeTime({ iso, now }: { iso: string; now: number }) {
  const moment = dayjs(iso);
  const shown = moment.valueOf() > now ? dayjs(now) : moment;
  return (
    <time dateTime={iso} title={moment.format('MMM D, YYYY h:mm A')}>
      {shown.from(now)}
    </time>
  );
}
