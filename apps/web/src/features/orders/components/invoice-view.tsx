import type { Order, Payment } from '@lodestar/contracts';
import { formatMoney, invoiceNumber } from '@lodestar/domain';
import { Box, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate } from '../../../components/date-format.ts';
import { amountDue, invoiceDate } from '../utils/invoice-payment.ts';
import { scheduleSummary } from '../utils/schedule-summary.ts';
import { AddressLines } from './address-card.tsx';
import { InvoiceLines, invoiceLinesOf } from './invoice-lines.tsx';
import { OrderTotals } from './order-totals.tsx';
import { PaymentScheduleTable } from './payment-schedule-table.tsx';

/**
 * The invoice (spec 3 §2.6): order number, PO number, billed-to address, invoice number (the order id padded to 6
 * digits, a dash and the payment id padded to 6 when it is a payment's), invoice date, due date, amount due, the
 * lines and the subtotals (discounted ones with the original struck through), then the payment schedule. Shared by
 * the approve page and the invoice dialog; the host puts the heading and the actions around it.
 */
export function InvoiceView({ order, payment }: { order: Order; payment: Payment | null }) {
  const billing = order.billingAddress;
  const name = [billing?.first_name, billing?.last_name].filter(Boolean).join(' ');
  const facts: [string, string][] = [
    ['Invoice Number', invoiceNumber(order.id, payment?.id)],
    ['Invoice Date', formatDate(invoiceDate(order))],
    ...(payment ? [['Due Date', formatDate(payment.due_date)] as [string, string]] : []),
    ['Amount Due', formatMoney(amountDue(order, payment))],
    ['Order Number', `#${order.id}`],
    ['PO Number', order.admin_form_details.po_number || '-'],
  ];
  const schedule = [...(order.payments ?? [])].sort((a, b) => a.number - b.number);
  const scheduleText = scheduleSummary(order.billingTerm, schedule);

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Box component="section" aria-label="Billed to">
          <Text size="xs" tt="uppercase" c="dimmed" fw={600} mb={4}>
            Billed to
          </Text>
          {order.account && (
            <Text size="sm" fw={600}>
              {order.account.title}
            </Text>
          )}
          {billing ? <AddressLines name={name} address={billing} /> : <Text size="sm">-</Text>}
        </Box>
        <Table variant="vertical" layout="fixed" withTableBorder aria-label="Invoice details">
          <Table.Tbody>
            {facts.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={150}>{label}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </SimpleGrid>
      <InvoiceLines items={invoiceLinesOf(order)} />
      <Box maw={{ base: '100%', sm: 380 }} ml={{ base: 0, sm: 'auto' }} w="100%">
        <OrderTotals summary={order.summary} />
      </Box>
      {schedule.length > 0 && (
        <Stack gap="xs" component="section">
          <Title order={3} size="h5">
            Payment Schedule
          </Title>
          {scheduleText && <Text size="sm">{scheduleText}</Text>}
          <PaymentScheduleTable
            rows={schedule.map((p) => ({
              number: p.number,
              amount: p.amount,
              dueDate: p.due_date,
              status: p.status,
            }))}
          />
        </Stack>
      )}
    </Stack>
  );
}
