import type { Order, PaymentMethod } from '@lodestar/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paymentKeys } from '../api/payment-keys.ts';
import { testMethod, testOrder } from '../testing/payment-fixtures.ts';
import { OrderPaymentContent } from './order-payment-content.tsx';

/** The modal's body with the provider and the saved methods already read (no network in a static render). */
function render(
  order: Order,
  { publicUuid, methods = [] }: { publicUuid?: string; methods?: PaymentMethod[] } = {},
) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(paymentKeys.config, { provider: 'sandbox', publishable_key: null });
  queryClient.setQueryData(paymentKeys.methods(order.account_id), methods);
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <OrderPaymentContent order={order} publicUuid={publicUuid} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the order payment modal', () => {
  it('offers ACH (Bank) to B2B accounts only', () => {
    expect(render(testOrder())).toContain('ACH (Bank)');
    const consumer = testOrder({ account: { id: 3, title: 'Rivera Family', is_b2b_account: false } });
    const html = render(consumer);
    expect(html).toContain('Credit Card');
    expect(html).not.toContain('ACH (Bank)');
    // an order read without its account: card only
    expect(render(testOrder({ account: undefined }), { publicUuid: 'u-1' })).not.toContain('ACH (Bank)');
  });

  it('starts on the default saved card when signed in, with the new card one choice away', () => {
    const html = render(testOrder(), {
      methods: [
        testMethod({ id: 5 }),
        testMethod({ id: 6, last4: '4444', brand: 'mastercard', default: true }),
      ],
    });
    expect(html).toMatch(/value="6"[^>]*checked|checked[^>]*value="6"/);
    expect(html).toContain('Mastercard ending in 4444');
    expect(html).toContain('Use a new card');
    expect(html).not.toContain('Card number');
  });

  it('shows the new-card form with the sandbox test cards when there is no saved card, or on the public page', () => {
    for (const html of [
      render(testOrder()),
      render(testOrder(), { publicUuid: 'u-1', methods: [testMethod()] }),
    ]) {
      expect(html).toContain('Card number');
      expect(html).toContain('4242 4242 4242 4242');
      expect(html).not.toContain('Use a new card');
    }
  });

  it('has the agreement ticked, with the amounts, and Pay Now', () => {
    const html = render(testOrder());
    expect(html).toContain(
      'I agree to be charged $215.00 up front and an additional 2 monthly payments of $15.00.',
    );
    expect(html).toMatch(/<input[^>]*checked[^>]*type="checkbox"|<input[^>]*type="checkbox"[^>]*checked/);
    expect(html).toContain('Pay Now');
    expect(html).toContain('$215.00');
  });

  it("says 'This order has no items' and offers no payment for an order without items", () => {
    const html = render(testOrder({ invoiceItems: [] }));
    expect(html).toContain('This order has no items');
    expect(html).not.toContain('Pay Now');
  });
});
