import type { Order } from '@lodestar/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { order } from '../testing/order-fixtures.ts';

// the brand reads the page's boot data: it does not belong in this test
vi.mock('../../../components/brand-logo.tsx', () => ({ BrandLogo: () => null }));

const { ApproveOrderScreen } = await import('./approve-order-screen.tsx');
const { publicOrderQueryOptions } = await import('../api/get-public-order.ts');

const UUID = '5b0c8f3e-9a7d-4c1e-8f00-0a1b2c3d4e5f';
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Loads the page's query through the real http client (fetch answered by the test), then renders the page. */
async function renderWith(response: Response) {
  fetchMock.mockResolvedValue(response);
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery({ ...publicOrderQueryOptions(UUID), retry: false });
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/approve-order/${UUID}`]}>
          <Routes>
            <Route path="/approve-order/:uuid" element={<ApproveOrderScreen />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const withOrder = (o: Order) => renderWith(json(200, { data: o }));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the approve-order page (spec 3 §2.6)', () => {
  it("says 'Not found' for an unknown uuid", async () => {
    const html = await renderWith(json(404, { message: 'Order not found.' }));
    expect(String(fetchMock.mock.calls[0]![0])).toContain(`/api/public-orders/${UUID}?include=`);
    expect(html).toContain('>Not found<');
    expect(html).not.toContain('Continue to Payment');
  });

  it('shows who sent it, the invoice, the schedule and Continue to Payment with the due date', async () => {
    const html = await withOrder(order());
    expect(html).toContain('This order has been sent to you by:');
    expect(html).toContain('Sam Seller');
    expect(html).toContain('href="#order-terms"');
    expect(html).toContain('Read More');
    expect(html).toContain('id="order-terms"');
    expect(html).toContain('000012-000031');
    expect(html).toContain('Payment Schedule');
    expect(html).toContain('Payment due on Jun 8, 2026');
    expect(html).toContain('Continue to Payment');
    expect(html).toContain(
      'I agree to be charged $204.00 up front and an additional 2 monthly payments of $45.00.',
    );
  });

  it("names the default team without a sales person, and monthly billing's first payment", async () => {
    const html = await withOrder(
      order({ billingTerm: 'monthly', admin_form_details: { sales_person: null, po_number: null } }),
    );
    expect(html).toContain('The Lodestar team');
    expect(html).toContain('First monthly payment due on Jun 8, 2026');
  });

  it('says a paid order is paid instead of offering payment', async () => {
    const html = await withOrder(order({ status: 'paid', payable: false }));
    expect(html).toContain('This order is paid');
    expect(html).not.toContain('Continue to Payment');
    expect(html).not.toContain('Payment due on');
  });

  it('does not call another failure unknown', async () => {
    const html = await renderWith(json(500, { message: 'Database unavailable' }));
    expect(html).toContain('The order could not be loaded.');
    expect(html).not.toContain('>Not found<');
  });
});
