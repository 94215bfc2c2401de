import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { order, payment } from '../testing/order-fixtures.ts';
import { InvoiceView } from './invoice-view.tsx';

const render = (o = order(), p = o.payments![0]!) =>
  renderToStaticMarkup(
    <MantineProvider>
      <InvoiceView order={o} payment={p} />
    </MantineProvider>,
  );

describe('the invoice (spec 3 §2.6)', () => {
  it('names the invoice by the order and payment ids padded to 6 digits, with its dates, amount due and PO', () => {
    const html = render();
    expect(html).toContain('000012-000031');
    expect(html).toContain('Invoice Date');
    expect(html).toContain('Jun 1, 2026');
    expect(html).toContain('Due Date');
    expect(html).toContain('Jun 8, 2026');
    expect(html).toContain('Amount Due');
    expect(html).toContain('$204.00');
    expect(html).toContain('PO-7781');
    expect(html).toContain('#12');
  });

  it('bills the account at its billing address', () => {
    const html = render();
    expect(html).toContain('Billed to');
    expect(html).toContain('Acme Logistics');
    expect(html).toContain('Alex Admin');
    expect(html).toContain('100 Harbor Way, Suite 4');
    expect(html).toContain('Newark, NJ 07114');
  });

  it('lists the lines with #, Description, Unit Cost, Qty and Line Total', () => {
    const html = render();
    for (const text of [
      'Description',
      'Unit Cost',
      'Qty',
      'Line Total',
      'Mobile 200 tracker',
      '$100.00',
      '$200.00',
    ])
      expect(html).toContain(text);
    expect(html).toContain('Shipping');
  });

  it('strikes through the subtotals the promo discounted, and shows the promo', () => {
    const html = render();
    expect(html).toMatch(/text-decoration:line-through[^>]*>\$200\.00</);
    expect(html).toContain('$180.00');
    expect(html).toContain('Promo discount (SPRING10)');
    expect(html).toContain('-$31.00');
    expect(html).toContain('Live audio (2 hours)');
    expect(html).toMatch(/line-through[^>]*>\$325\.00</);
    expect(html).toContain('$294.00');
  });

  it('shows the payment schedule with its sentence', () => {
    const html = render();
    expect(html).toContain('Payment Schedule');
    expect(html).toContain('$204.00 up front, then 2 monthly payments of $45.00.');
    expect(html).toContain('Aug 8, 2026');
  });

  it('is the order’s own invoice, without a due date, when there is no payment; a paid one owes nothing', () => {
    const html = render(order({ payments: [] }), null as never);
    expect(html).toContain('000012<');
    expect(html).not.toContain('Due Date');
    expect(render(order({ status: 'paid' }), payment({ status: 'succeeded' }))).toContain('$0.00');
  });
});
