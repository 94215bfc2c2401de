import type { PaymentProgress } from '@lodestar/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../components/brand-logo.tsx', () => ({ BrandLogo: () => null }));

const { ApproveOrderSuccessScreen } = await import('./approve-order-success-screen.tsx');
const { publicPaymentRefreshQueryOptions } = await import('../api/refresh-public-payment.ts');

const UUID = '5b0c8f3e-9a7d-4c1e-8f00-0a1b2c3d4e5f';
const fetchMock = vi.fn<typeof fetch>();
const progress = (overrides: Partial<PaymentProgress>): PaymentProgress => ({
  order_id: 12,
  payment_id: 31,
  status: 'succeeded',
  order_status: 'paid',
  failure_message: null,
  ...overrides,
});

/** Refreshes through the real http client (fetch answered by the test) when the address names an intent. */
async function renderAt(path: string, answer?: PaymentProgress) {
  const queryClient = new QueryClient();
  if (answer) {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ data: answer }), { headers: { 'content-type': 'application/json' } }),
    );
    await queryClient.prefetchQuery(publicPaymentRefreshQueryOptions(UUID, 'pi_1'));
  }
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <ApproveOrderSuccessScreen />
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

describe('the approve success page', () => {
  it('thanks the customer, says what happens next and offers to sign in', async () => {
    const html = await renderAt('/approve-order-success');
    expect(html).toContain('Thank you for your payment');
    expect(html).toContain('Your order is approved. Here is what happens next:');
    expect(html).toContain('Provisioned');
    expect(html).toContain('href="/login?next=%2Fmanage%2Forders"');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refreshes the approve page's intent, and links back to the order", async () => {
    const html = await renderAt(`/approve-order-success?uuid=${UUID}&payment_intent=pi_1`, progress({}));
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      `/api/public-orders/${UUID}/payment-intents/pi_1/refresh`,
    );
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('POST');
    expect(html).toContain('Thank you for your payment');
    expect(html).toContain(`href="/approve-order/${UUID}"`);
  });

  it('says a settling payment is being processed', async () => {
    const html = await renderAt(
      `/approve-order-success?uuid=${UUID}&payment_intent=pi_1`,
      progress({ status: 'processing', order_status: 'ach-requested' }),
    );
    expect(html).toContain('Your payment is being processed.');
  });

  it('says a payment that failed after leaving the page did not go through, with the way back', async () => {
    const html = await renderAt(
      `/approve-order-success?uuid=${UUID}&payment_intent=pi_1`,
      progress({
        status: 'failed',
        order_status: 'pending-approval',
        failure_message: 'Authentication failed.',
      }),
    );
    expect(html).toContain('Your payment did not go through');
    expect(html).toContain('Authentication failed.');
    expect(html).toContain('Back to the order');
    expect(html).not.toContain('Thank you for your payment');
  });
});
