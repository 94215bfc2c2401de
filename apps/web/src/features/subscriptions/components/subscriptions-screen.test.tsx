import type { Account, SubscriptionStatus } from '@lodestar/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionPage } from '../api/get-subscriptions.ts';
import { subscriptionFixture } from './subscription-test-data.ts';

const account = { id: 3, title: 'Acme Logistics', settings: [] } as unknown as Account;
vi.mock('../../../session/use-current-account.ts', () => ({
  useCurrentAccount: () => ({ me: {}, access: { account, role: 'admin', isInternalAdmin: false } }),
}));

const { SubscriptionsScreen } = await import('./subscriptions-screen.tsx');
const { subscriptionsQueryOptions, SUBSCRIPTIONS_PER_PAGE } = await import('../api/get-subscriptions.ts');

const fetchMock = vi.fn<typeof fetch>();
const page = (data: SubscriptionPage['data']): SubscriptionPage => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 25, total: data.length, from: 1, to: data.length },
});
const firstPage = (status: SubscriptionStatus | null = null) => ({
  status,
  query: '',
  page: 1,
  perPage: SUBSCRIPTIONS_PER_PAGE,
});

/** Loads the first page through the real http client (fetch answered by the test), then renders the tab. */
async function renderWith(answer: SubscriptionPage | null) {
  const queryClient = new QueryClient();
  if (answer) {
    fetchMock.mockResolvedValue(Response.json(answer));
    await queryClient.prefetchQuery(subscriptionsQueryOptions(account.id, firstPage()));
  }
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/manage/subscriptions']}>
          <SubscriptionsScreen />
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

describe('the Subscriptions tab (spec 3 §2.4)', () => {
  it('lists each subscription with its tracker, serial, renewal, start and status, paged', async () => {
    const long = `Trailer ${'x'.repeat(70)}`;
    const html = await renderWith(
      page([
        subscriptionFixture(),
        subscriptionFixture({
          id: 42,
          status: 'pending-cancellation',
          devices: [{ id: 6, name: long, serial: 'LS-000508', imei: null }],
        }),
        subscriptionFixture({ id: 43, status: 'pending', start_at: null, renewal_date: null, devices: [] }),
      ]),
    );
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/api/accounts/3/subscriptions?include=devices&page=1&per_page=25',
    );
    for (const column of ['Device Name', 'Serial Number', 'Next Renewal', 'Active Since', 'Status'])
      expect(html).toContain(`>${column}<`);
    expect(html).toContain('Van 07 (Chicago depot)');
    expect(html).toContain('LS-000507');
    expect(html).toContain('Dec 10, 2026');
    expect(html).toContain('Feb 10, 2026');
    expect(html).toContain('>Active<');
    expect(html).toContain('>Pending Cancellation<');
    expect(html).toContain(`>${long.slice(0, 59)}…<`);
    expect(html).not.toContain(`>${long}<`);
    expect(html).toContain(`title="${long}"`);
    expect(html.match(/data-testid="subscription-row"/g)).toHaveLength(3);
    // on a phone the same subscriptions are cards, the status seen without scrolling sideways
    expect(html.match(/data-testid="subscription-card"/g)).toHaveLength(3);
    expect(html).toContain('1–3 of 3 results');
  });

  it('filters by the five statuses of the spec, or none, and searches by tracker', async () => {
    const html = await renderWith(page([]));
    expect(html).toContain('placeholder="Tracker name or serial number"');
    for (const label of ['All statuses', 'Active', 'Pending', 'Pending Renewal', 'Cancelled', 'Blocked'])
      expect(html).toContain(`>${label}</option>`);
    fetchMock.mockResolvedValue(Response.json(page([])));
    await new QueryClient().fetchQuery(
      subscriptionsQueryOptions(3, { status: 'pending-renewal', query: 'Van 0', page: 2, perPage: 50 }),
    );
    expect(String(fetchMock.mock.calls.at(-1)![0])).toBe(
      '/api/accounts/3/subscriptions?include=devices&search%5Bstatus%5D=pending-renewal&query=Van+0&page=2&per_page=50',
    );
  });

  it("says 'No results' when there are none, and shows a loader while the first page loads", async () => {
    const empty = await renderWith(page([]));
    expect(empty).toContain('No results');
    expect(empty).not.toContain('aria-label="Subscriptions"');
    const loading = await renderWith(null);
    expect(loading).toContain('Loading subscriptions');
  });
});
