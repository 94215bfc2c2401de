import type { PaymentStatus } from '@lodestar/contracts';
import { formatMoney } from '@lodestar/domain';
import { Badge, Table } from '@mantine/core';
import { formatDate } from '../../../components/date-format.ts';

/** One row of a schedule: a payment of the order, or one the admin form's preview computes. */
export interface ScheduleRow {
  number: number;
  amount: number;
  dueDate: string | Date;
  status?: PaymentStatus;
}

const STATUS_WORDS: Record<PaymentStatus, [string, string]> = {
  scheduled: ['Scheduled', 'gray'],
  processing: ['Processing', 'blue'],
  requires_action: ['Needs authentication', 'orange'],
  succeeded: ['Paid', 'green'],
  failed: ['Failed', 'red'],
  cancelled: ['Cancelled', 'gray'],
};

/** The payment schedule (spec 3 §2.6, §4): each payment's number, due date, amount and, once sent, status. */
export function PaymentScheduleTable({ rows }: { rows: readonly ScheduleRow[] }) {
  const withStatus = rows.some((row) => row.status);
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="xs" aria-label="Payment schedule">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>#</Table.Th>
            <Table.Th>Due Date</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            {withStatus && <Table.Th>Status</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.number}>
              <Table.Td>{row.number}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.dueDate)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(row.amount)}
              </Table.Td>
              {withStatus && (
                <Table.Td>
                  {row.status && (
                    <Badge variant="light" color={STATUS_WORDS[row.status][1]} miw="max-content">
                      {STATUS_WORDS[row.status][0]}
                    </Badge>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
