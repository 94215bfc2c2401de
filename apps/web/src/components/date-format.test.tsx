import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_FORMATS, formatDate, formatDateTime, formatRelative, formatTime } from './date-format.ts';
import { RelativeTime } from './relative-time.tsx';

// the browser's zone decides what a user reads; pin one so the expected texts hold on any machine
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Chicago';
});
afterAll(() => {
  process.env.TZ = zone;
});

const EVENING = '2026-11-28T00:37:00Z'; // Nov 27, 6:37 PM in Chicago

describe('date formats', () => {
  it('shows a moment, a day and a time of day each one way, in the browser zone', () => {
    expect(formatDateTime(EVENING)).toBe('Nov 27, 2026 6:37 PM');
    expect(formatDate(EVENING)).toBe('Nov 27, 2026');
    expect(formatTime(EVENING)).toBe('6:37 PM');
    // a Date and epoch milliseconds read the same as the ISO text
    expect(formatDateTime(new Date(EVENING))).toBe('Nov 27, 2026 6:37 PM');
    expect(formatDateTime(Date.parse(EVENING))).toBe('Nov 27, 2026 6:37 PM');
  });

  it('gives the date pickers the same patterns', () => {
    expect(DATE_FORMATS.dateTime.startsWith(DATE_FORMATS.date)).toBe(true);
    expect(DATE_FORMATS.dateTime.endsWith(DATE_FORMATS.time)).toBe(true);
  });

  it("says how long ago, and a moment just ahead of this clock as 'a few seconds ago'", () => {
    const now = Date.parse(EVENING);
    expect(formatRelative(now - 5 * 60_000, now)).toBe('5 minutes ago');
    expect(formatRelative(now - 3 * 3_600_000, now)).toBe('3 hours ago');
    expect(formatRelative(now + 3 * 60_000, now)).toBe('a few seconds ago');
  });

  it('RelativeTime shows the relative time with the full date and time on hover', () => {
    const now = Date.parse(EVENING);
    const html = renderToStaticMarkup(<RelativeTime iso="2026-11-28T00:32:00Z" now={now} />);
    expect(html).toContain('title="Nov 27, 2026 6:32 PM"');
    expect(html).toContain('>5 minutes ago<');
  });
});
