import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { order } from '../testing/order-fixtures.ts';
import { OrdersTable } from './orders-table.tsx';

const orders = [
  order({ id: 12, status: 'pending-approval', orderItemsCount: 2 }),
  order({ id: 11, status: 'paid', created_at: '2026-04-02T10:00:00Z', orderItemsCount: 1 }),
  order({ id: 10, status: 'ach-requested' }),
  order({ id: 9, status: 'draft' }),
  order({ id: 8, status: 'cart' }),
];

const render = (mayPay: boolean) =>
  renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter>
        <OrdersTable orders={orders} mayPay={mayPay} onPay={() => {}} onViewInvoice={() => {}} />
      </MemoryRouter>
    </MantineProvider>,
  );

describe('the Order History table (spec 3 §2.4)', () => {
  it('shows Order Number, Date and Status, with the spec’s status labels and a link to each order', () => {
    const html = render(true);
    for (const text of ['Order Number', 'Date', 'Status', '#12', '2 items', '1 item', 'Apr 2, 2026'])
      expect(html).toContain(text);
    expect(html).toContain('href="/manage/orders/12"');
    expect(html).toContain('>Pending Approval<');
    expect(html).toContain('>Paid<');
    // ach-requested reads 'paid' (spec 3 §4)
    expect(html).toContain('aria-label="Status: paid"');
    expect(html).toContain('>Draft<');
  });

  it('has a row menu for every order but cart and draft ones', () => {
    const html = render(true);
    for (const id of [12, 11, 10]) expect(html).toContain(`Actions for order #${id}`);
    expect(html).not.toContain('Actions for order #9');
    expect(html).not.toContain('Actions for order #8');
  });
});
