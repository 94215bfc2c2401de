import type { PaymentMethod } from '@lodestar/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paymentKeys } from '../../../components/payments/api/payment-keys.ts';
import { testMethod } from '../../../components/payments/testing/payment-fixtures.ts';
import { PaymentMethods } from './payment-methods-screen.tsx';

function render(methods: PaymentMethod[] | undefined, canManage = true) {
  const queryClient = new QueryClient();
  if (methods) queryClient.setQueryData(paymentKeys.methods(3), methods);
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/manage/payment']}>
          <PaymentMethods accountId={3} canManage={canManage} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the Payment tab', () => {
  it("says 'Loading payment methods...' until the list is read", () => {
    expect(render(undefined)).toContain('Loading payment methods...');
  });

  it("says 'No payment methods were found.' for none, with Add New for admins", () => {
    const html = render([]);
    expect(html).toContain('No payment methods were found.');
    expect(html).toContain('Add New');
  });

  it('shows a tile per card; members who are not admins read them without Add New', () => {
    const methods = [
      testMethod({ id: 1, default: true }),
      testMethod({ id: 2, brand: 'mastercard', last4: '4444' }),
    ];
    const admin = render(methods);
    expect(admin).toContain('aria-label="Visa ending in 4242"');
    expect(admin).toContain('aria-label="Mastercard ending in 4444"');
    const member = render(methods, false);
    expect(member).toContain('aria-label="Mastercard ending in 4444"');
    expect(member).not.toContain('Add New');
    expect(member).toContain('administrators can pay orders and manage payment methods.');
  });
});
