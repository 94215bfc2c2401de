import type { DwellGeofence } from '@lodestar/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DwellTable } from './dwell-table.tsx';
import { DwellTrackersView } from './dwell-trackers.tsx';

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>{node}</MantineProvider>
    </QueryClientProvider>,
  );

const geofence = (id: number, allowance: number | null, percentage: number | null): DwellGeofence => ({
  id,
  name: `Yard ${id}`,
  address: '1 Dock Road',
  lat: 40,
  lng: -74,
  radius: 100,
  is_irregular: 0,
  allowable_dwell_days: allowance,
  min_assets: 2,
  max_assets: null,
  devices_count: 4,
  avg_time: 129_600,
  average_dwell_time_percentage: percentage,
  assets_exceeding_dwell: allowance === null ? 0 : 1,
});

describe('the dwell table', () => {
  it('colours each row by its share of allowance and shows the average in days', () => {
    const html = render(
      <DwellTable
        accountId={1}
        period={30}
        geofences={[geofence(1, 3, 50), geofence(2, 2, 75.5), geofence(3, 1, 150), geofence(4, null, null)]}
      />,
    );
    const colours = [...html.matchAll(/data-dwell-colour="(\w+)"/g)].map((m) => m[1]);
    expect(colours).toEqual(['green', 'yellow', 'red', 'white']);
    expect(html).toContain('1.50');
    expect(html).toContain('150.00%');
    expect(html).toContain('aria-label="Allowable Dwell Days of Yard 1"');
    expect(html).toContain('aria-label="Show trackers in Yard 1"');
    expect(html).toContain('aria-expanded="false"');
  });
});

describe("an expanded geofence's trackers", () => {
  it('says "Cannot get device\'s data" when they could not be read', () => {
    expect(render(<DwellTrackersView state="failed" geofenceName="Yard 1" />)).toContain(
      'Cannot get device&#x27;s data',
    );
  });

  it('lists each tracker with its groups, entry time and days since entry', () => {
    const html = render(
      <DwellTrackersView
        geofenceName="Yard 1"
        state={[
          {
            device: {
              id: 9,
              name: 'Trailer 9',
              groups: [
                { id: 1, name: 'East' },
                { id: 2, name: 'Cold' },
              ],
            },
            entered_at: '2026-01-02T10:00:00Z',
            days_spent_since_entry: 3.25,
          },
        ]}
      />,
    );
    expect(html).toContain('Trailer 9');
    expect(html).toContain('East, Cold');
    expect(html).toContain('3.25');
  });
});
