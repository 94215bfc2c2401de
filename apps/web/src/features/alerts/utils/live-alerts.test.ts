import type { TrackerEvent, TrackerEventsPage } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import { withLiveAlerts } from './live-alerts.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 12, minute)).toISOString();
const alert = (id: number, minute: number): TrackerEvent => ({
  id,
  device_id: 7,
  device_name: 'Van 07',
  event_type: 'tamper_alert',
  description: 'Tamper alert',
  created_at: at(minute),
});
const range = { from: at(0), to: at(59) };
const pageOf = (data: TrackerEvent[], total: number): TrackerEventsPage => ({
  data,
  meta: {
    current_page: 1,
    last_page: Math.ceil(total / 3) || 1,
    from: 1,
    to: data.length,
    total,
    per_page: 3,
  },
});

describe('live alerts on page 1', () => {
  it('go to the top, newest first, the page stays its size and the total counts them', () => {
    const page = pageOf([alert(3, 30), alert(2, 20), alert(1, 10)], 3);
    const next = withLiveAlerts(page, [alert(4, 40), alert(5, 45)], range, 3);
    expect(next.data.map((a) => a.id)).toEqual([5, 4, 3]);
    expect(next.meta).toMatchObject({ total: 5, last_page: 2, from: 1, to: 3 });
  });

  it('fill an empty period ("No alerts for this date range" goes)', () => {
    const next = withLiveAlerts(pageOf([], 0), [alert(9, 5)], range, 3);
    expect(next.data.map((a) => a.id)).toEqual([9]);
    expect(next.meta).toMatchObject({ total: 1, last_page: 1, from: 1, to: 1 });
  });

  it('leave out events already listed and events outside the chosen period', () => {
    const page = pageOf([alert(2, 20)], 1);
    const outside = { ...alert(8, 0), created_at: new Date(Date.UTC(2026, 10, 23)).toISOString() };
    expect(withLiveAlerts(page, [alert(2, 20), outside], range, 3)).toBe(page);
  });
});
