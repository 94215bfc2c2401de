import type { TrackerEvent, TrackerEventsPage } from '@lodestar/contracts';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RecentAlertsList } from './recent-alerts-list.tsx';

const alert = (id: number, over: Partial<TrackerEvent> = {}): TrackerEvent => ({
  id,
  device_id: 40 + id,
  device_name: `Truck ${id}`,
  event_type: 'sos',
  description: 'SOS alarm',
  created_at: new Date(Date.UTC(2026, 10, 24, 12, id)).toISOString(),
  ...over,
});

const render = (page: TrackerEventsPage) =>
  renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter>
        <RecentAlertsList page={page} onPage={() => {}} />
      </MemoryRouter>
    </MantineProvider>,
  );

describe('Recent Alerts list', () => {
  it("says 'No alerts for this date range' when the period has none", () => {
    const html = render({
      data: [],
      meta: { current_page: 1, last_page: 1, from: null, to: null, total: 0, per_page: 10 },
    });
    expect(html).toContain('No alerts for this date range');
    expect(html).not.toContain('recent-alert');
  });

  it('shows each alert with its tracker (a link to it), label, sentence and time, and the pages', () => {
    const data = Array.from({ length: 10 }, (_, i) => alert(i + 1));
    data[0] = alert(1, { event_type: 'tamper_alert', description: 'Tamper alert', device_name: 'Reefer 02' });
    const html = render({
      data,
      meta: { current_page: 1, last_page: 3, from: 1, to: 10, total: 23, per_page: 10 },
    });
    expect(html.match(/data-testid="recent-alert"/g)).toHaveLength(10);
    expect(html).toContain('href="/trackers/41"');
    expect(html).toContain('Reefer 02');
    expect(html).toContain('Tamper alert');
    expect(html).toContain(`dateTime="${data[0]!.created_at}"`);
    expect(html).toContain('1–10 of 23 results');
    expect(html).toContain('Page 1 of 3');
    expect(html).not.toContain('No alerts for this date range');
  });
});
