import type { PublicReportDetailsResponse } from '@lodestar/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// the brand reads the page's boot data and the map is its own chunk: neither belongs in this test
vi.mock('../../../components/brand-logo.tsx', () => ({ BrandLogo: () => null }));
vi.mock('../../../map/lazy-report-map.tsx', () => ({ LazyReportMap: () => null }));

const { PublicReportScreen } = await import('./public-report-screen.tsx');
const { publicReportQueryOptions } = await import('../api/get-public-report.ts');

const UUID = '6f1c2a1e-1111-4222-8333-444455556666';
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const answer: PublicReportDetailsResponse = {
  data: {
    id: 9,
    uuid: UUID,
    is_public: true,
    start_at: '2026-06-01T00:00:00Z',
    end_at: '2026-06-01T23:59:59Z',
    created_at: '2026-06-02T08:00:00Z',
    device: { id: 4, name: 'Truck 02' },
    summary: {
      positions_count: 1,
      distance_m: 20_000,
      moving_seconds: 3 * 3600 + 300,
      parked_seconds: 600,
      stops_count: 1,
      max_speed: 26.8224,
      avg_speed: 13.4112,
      first_fix_at: '2026-06-01T08:00:00Z',
      last_fix_at: '2026-06-01T11:05:00Z',
    },
    stops: [
      {
        start_time: '2026-06-01T09:00:00Z',
        end_time: '2026-06-01T09:10:00Z',
        location: [-88.1, 41.4],
        radius: 0.1,
        duration_seconds: 600,
        address: 'Elwood Intermodal, Elwood, IL',
      },
    ],
    events: [],
    positions: [
      {
        timestamp: '2026-06-01T08:00:00Z',
        address: null,
        location: [-88.1, 41.4],
        speed: 26.8224,
        fix: 'gps',
        battery: 87,
        accuracy: 5,
      },
    ],
  },
  meta: { positions: { current_page: 1, last_page: 1, per_page: 100, total: 1, from: 1, to: 1 } },
};

/** Loads the page's query through the real http client (fetch answered by the test), then renders the page. */
async function renderWith(response: Response) {
  fetchMock.mockResolvedValue(response);
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery({ ...publicReportQueryOptions(UUID), retry: false });
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/reports/view/${UUID}`]}>
          <Routes>
            <Route path="/reports/view/:uuid" element={<PublicReportScreen />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the public report page', () => {
  it("says 'This report does not exist' for an unknown or private uuid", async () => {
    const html = await renderWith(json(404, { message: 'This report does not exist' }));
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(`/api/public-reports/${UUID}?positions_page=1`);
    expect(html).toContain('This report does not exist');
    expect(html).not.toContain('Truck 02');
  });

  it('shows the report, its figures and positions, and the three downloads, with no back bar', async () => {
    const html = await renderWith(json(200, answer));
    expect(html).toContain('Truck 02');
    expect(html).toContain('12.4 mi');
    expect(html).toContain('60 mph');
    expect(html).toContain('3 h 05 min');
    expect(html).toContain('41.40000, -88.10000');
    expect(html).toContain(`href="/api/public-reports/${UUID}/export/positions?timezone=`);
    expect(html).toContain(`href="/api/public-reports/${UUID}/export/events?timezone=`);
    expect(html).toContain(`href="/api/public-reports/${UUID}/export/pdf?timezone=`);
    expect(html).not.toContain('All Reports');
    expect(html).not.toContain('This report does not exist');
  });

  it('does not call another failure unknown: the page says it could not load (the toast is the effect)', async () => {
    const html = await renderWith(json(500, { message: 'Database unavailable' }));
    expect(html).toContain('The report could not be loaded.');
    expect(html).not.toContain('This report does not exist');
  });
});
