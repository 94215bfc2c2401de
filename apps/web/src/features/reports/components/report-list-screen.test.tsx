import type { Account, Report, ReportPage } from '@lodestar/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const account = { id: 3, title: 'Acme Logistics', settings: [] } as unknown as Account;
vi.mock('../hooks/use-report-account.ts', () => ({ useReportAccount: () => account }));

const { ReportListScreen } = await import('./report-list-screen.tsx');
const { reportsQueryOptions } = await import('../api/get-reports.ts');

const fetchMock = vi.fn<typeof fetch>();
const page = (data: Report[]): ReportPage => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 25, total: data.length, from: 1, to: data.length },
});
const report = (id: number, isPublic: boolean): Report => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  is_public: isPublic,
  start_at: '2026-06-01T00:00:00Z',
  end_at: '2026-06-01T23:59:00Z',
  account_id: account.id,
  device_id: 40 + id,
  created_at: '2026-06-02T08:00:00Z',
  device: { id: 40 + id, name: `Truck 0${id}`, account_id: account.id },
});

/** Loads the list through the real http client (fetch answered by the test), then renders the screen. */
async function renderWith(answer: ReportPage) {
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(reportsQueryOptions(account.id, 1));
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/reports']}>
          <ReportListScreen />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', { location: { origin: 'https://lodestar.test' } });
});
afterEach(() => vi.unstubAllGlobals());

describe('the report list', () => {
  it("says 'No reports have been created' when there are none, under the New Report form", async () => {
    const html = await renderWith(page([]));
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/api/accounts/3/reports?include=device&page=1&per_page=25',
    );
    expect(html).toContain('No reports have been created');
    expect(html).toContain('New Report');
    expect(html).not.toContain('aria-label="Reports"');
  });

  it('lists each report with its tracker and actions, and a public link only for a public one', async () => {
    const html = await renderWith(page([report(1, true), report(2, false)]));
    expect(html).toContain('Truck 01');
    expect(html).toContain('Truck 02');
    expect(html).toContain('View the report of Truck 02');
    expect(html).toContain('Delete the report of Truck 01');
    expect(html).toContain('https://lodestar.test/reports/view/00000000-0000-4000-8000-000000000001');
    expect(html).not.toContain('/reports/view/00000000-0000-4000-8000-000000000002');
    expect(html).not.toContain('No reports have been created');
  });
});
