import type { AdminOrder, Product } from '@lodestar/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { order } from '../testing/order-fixtures.ts';
import { emptyDraft } from '../utils/draft-form.ts';
import { DraftOrderEditor } from './draft-order-editor.tsx';

const products: Product[] = [
  {
    id: 2,
    title: 'Mobile 200 tracker',
    sku: 'LL02',
    alias: 'll02',
    kind: 'hardware',
    thumbnail: null,
    price: 10_000,
    model_id: 1,
    plans: [],
  },
  {
    id: 3,
    title: 'Mobile 200 plan',
    sku: 'LL02-PLAN',
    alias: 'plan',
    kind: 'service',
    thumbnail: null,
    price: 0,
    model_id: 1,
    plans: [
      { months: 1, price: 5_000 },
      { months: 12, price: 50_000 },
    ],
  },
  {
    id: 9,
    title: 'Ground shipping',
    sku: 'SHIP',
    alias: 'ship',
    kind: 'shipping',
    thumbnail: null,
    price: 1_500,
    model_id: null,
    plans: [],
  },
];

const draft: AdminOrder = {
  ...order({ status: 'draft', sent_at: null, payments: [] }),
  tax_rate_bps: 0,
  billing_address_id: 7,
  shipping_address_id: null,
  created_by: { id: 1, name: 'Ivy Internal' },
};

const render = (saved: AdminOrder | null) =>
  renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <DraftOrderEditor order={saved} initial={emptyDraft()} products={products} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('the draft order form (issue 29 item 5)', () => {
  it('starts a new draft with the account picker, one empty line and every field', () => {
    const html = render(null);
    for (const text of [
      'New Order',
      'Search accounts by name',
      'Products',
      'Add product',
      'Billing term',
      'Payment term (monthly payments)',
      'Promo',
      'Shipping',
      'Tax rate',
      'Billing address',
      'Shipping address',
      'PO number',
      'Sales person',
      'Save draft',
      'Send',
    ])
      expect(html).toContain(text);
    expect(html).not.toContain('Cancel order');
    // nothing chosen yet: the preview is all zero, one up-front payment
    expect(html).toContain('One payment of $0.00.');
  });

  it('opens a saved draft with its lines and terms, and previews its summary and schedule live', () => {
    const html = render(draft);
    expect(html).toContain('Order #12');
    expect(html).toContain('Acme Logistics');
    expect(html).toContain('Mobile 200 tracker (LL02)');
    expect(html).toContain('1 month · $50.00');
    expect(html).toContain('12 months · $500.00');
    // 2 × $100 hardware + 2 × $50 plan, 10% off, $15 shipping: $270 + $15 = $285
    expect(html).toContain('Promo discount (SPRING10)');
    expect(html).toContain('-$30.00');
    expect(html).toContain('$285.00');
    // device-up-front over 3 months: the service ($90) in three, the rest up front
    expect(html).toContain('$225.00 up front, then 2 monthly payments of $30.00.');
    expect(html).toContain('Cancel order');
    // shipping is its own figure, not a product line
    expect(html).not.toContain('Ground shipping');
  });
});
