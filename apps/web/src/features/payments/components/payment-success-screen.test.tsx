import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentIntentRefreshQueryOptions } from '../api/refresh-payment-intent.ts';
import { PaymentSuccessScreen, ProgressNote } from './payment-success-screen.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the payment success page', () => {
  it("thanks for the payment, links back to '/trackers' and to the order", () => {
    const html = renderToStaticMarkup(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/payment-success?order_id=12&payment_intent=pi_sbx_9#orders']}>
            <PaymentSuccessScreen />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(html).toContain('Thank you for your payment');
    expect(html).toContain('href="/trackers"');
    expect(html).toContain('href="/manage/orders/12"');
  });

  it('refreshes the payment intent from the address, so the order reads paid before any webhook', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ data: { status: 'succeeded' } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await new QueryClient().fetchQuery(paymentIntentRefreshQueryOptions('pi_sbx_9'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(`${init?.method} ${String(url)}`).toBe('POST /api/payment-intents/pi_sbx_9/refresh');
  });

  it('says when the refreshed payment is still settling, or failed with the provider’s reason', () => {
    const note = (status: 'processing' | 'failed' | 'succeeded') =>
      renderToStaticMarkup(
        <MantineProvider>
          <ProgressNote
            progress={{
              order_id: 12,
              payment_id: 31,
              status,
              order_status: 'pending-approval',
              failure_message: status === 'failed' ? 'Your card was declined.' : null,
            }}
          />
        </MantineProvider>,
      );
    expect(note('processing')).toContain('being processed');
    expect(note('failed')).toContain('Your card was declined.');
    expect(note('succeeded')).not.toContain('declined');
  });
});
