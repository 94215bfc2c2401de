import type { Order, OrderPage, Subscription } from '@lodestar/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscriptionOrdersQueryOptions } from '../api/get-subscription-orders.ts';
import { SubscriptionDetails } from './subscription-screen.tsx';
import { subscriptionFixture } from './subscription-test-data.ts';

const fetchMock = vi.fn<typeof fetch>();
const order = (id: number, status: Order['status'], createdAt: string) =>
  ({ id, status, created_at: createdAt }) as Order;
const ordersPage = (data: Order[]): OrderPage => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 25, total: data.length, from: 1, to: data.length },
});

/** Renders the details, with the related orders loaded through the real http client when given. */
async function render(subscription: Subscription, { isAdmin = true, orders = null as Order[] | null } = {}) {
  const queryClient = new QueryClient();
  if (orders) {
    fetchMock.mockResolvedValue(Response.json(ordersPage(orders)));
    await queryClient.prefetchQuery(subscriptionOrdersQueryOptions(subscription.id));
  }
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/manage/subscriptions/${subscription.id}`]}>
          <SubscriptionDetails subscription={subscription} isAdmin={isAdmin} />
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

describe('the subscription details (spec 3 §2.4)', () => {
  it('shows the status, since, last order, next payment, the tracker and both prices', async () => {
    const html = await render(subscriptionFixture());
    expect(html).toContain('>Active<');
    expect(html).toContain('Since Feb 10, 2026');
    expect(html).toMatch(/Last order:<\/span> Nov 10, 2026/);
    expect(html).toMatch(/Next payment:<\/span> Dec 10, 2026/);
    for (const text of ['Van 07 (Chicago depot)', 'Mobile 200', 'LS-000507', '356938035643809'])
      expect(html).toContain(text);
    expect(html).toMatch(/Current plan:<\/span> \$12\.99 for 1 month/);
    expect(html).toMatch(/Next renewal:<\/span> \$1,299\.00 for 12 months/);
  });

  it("labels the next payment 'Cancelling:', '-' when overdue, and hides it once cancelled", async () => {
    const cancelling = await render(
      subscriptionFixture({ status: 'pending-cancellation', cancel_at: '2026-12-10T15:00:00Z' }),
    );
    expect(cancelling).toMatch(/Cancelling:<\/span> Dec 10, 2026/);
    expect(cancelling).toContain('>Pending Cancellation<');
    expect(await render(subscriptionFixture({ status: 'pending-renewal' }))).toMatch(
      /Next payment:<\/span> -</,
    );
    const cancelled = await render(subscriptionFixture({ status: 'cancelled' }));
    expect(cancelled).not.toContain('Next payment:');
    expect(cancelled).not.toContain('Cancelling:');
  });

  it('offers the button of the status to admins: Cancel, Activate, Reactivate, or none', async () => {
    const button = async (status: Subscription['status'], isAdmin = true) =>
      (await render(subscriptionFixture({ status }), { isAdmin })).match(
        />(Cancel|Activate|Reactivate) Subscription</,
      )?.[1] ?? null;
    expect(await button('active')).toBe('Cancel');
    expect(await button('blocked')).toBe('Cancel');
    expect(await button('pending-cancellation')).toBe('Activate');
    expect(await button('cancelled')).toBe('Reactivate');
    expect(await button('pending')).toBeNull();
    expect(await button('pending-renewal')).toBeNull();
    expect(await button('archived')).toBeNull();
    expect(await button('active', false)).toBeNull();
    expect(await button('cancelled', false)).toBeNull();
  });

  it('lists the related orders, each number opening its order', async () => {
    const html = await render(subscriptionFixture(), {
      orders: [
        order(77, 'ach-requested', '2026-11-10T15:00:00Z'),
        order(61, 'pending', '2026-10-10T15:00:00Z'),
      ],
    });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/subscriptions/41/orders?page=1&per_page=25');
    for (const column of ['Order Number', 'Date', 'Status']) expect(html).toContain(`>${column}<`);
    expect(html).toContain('href="/manage/orders/77"');
    expect(html).toMatch(/>#(<!-- -->)?77</);
    expect(html).toContain('>paid<');
    expect(html).toContain('>Pending<');
    expect(html).toContain('Oct 10, 2026');
  });

  it('says when a bought tracker is not assigned yet', async () => {
    const html = await render(subscriptionFixture({ status: 'pending', devices: [], start_at: null }));
    expect(html).toContain('The tracker is assigned when it ships.');
    expect(html).not.toContain('Since ');
  });
});
