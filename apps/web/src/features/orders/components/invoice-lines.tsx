import type { InvoiceItem, Order } from '@lodestar/contracts';
import { formatMoney } from '@lodestar/domain';
import { Table } from '@mantine/core';

/** The invoice's lines: its invoice items, or (from an answer without them) the order's lines as sold. */
export function invoiceLinesOf(order: Pick<Order, 'invoiceItems' | 'orderItems'>): InvoiceItem[] {
  return (
    order.invoiceItems ??
    order.orderItems.map((item) => ({
      id: item.id,
      title: item.product.title,
      price: item.actual_price,
      qty: item.quantity,
      total: item.total,
    }))
  );
}

/** The invoice's line items (spec 3 §2.6): #, Description, Unit Cost, Qty, Line Total. */
export function InvoiceLines({ items }: { items: readonly InvoiceItem[] }) {
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table verticalSpacing="xs" aria-label="Invoice lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>#</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th ta="right">Unit Cost</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th ta="right">Line Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => (
            <Table.Tr key={`${item.id}-${index}`}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.title}</Table.Td>
              <Table.Td ta="right">{formatMoney(item.price)}</Table.Td>
              <Table.Td ta="right">{item.qty}</Table.Td>
              <Table.Td ta="right">{formatMoney(item.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
