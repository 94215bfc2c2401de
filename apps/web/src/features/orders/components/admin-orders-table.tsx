import { pathTo, type AdminOrder } from '@lodestar/contracts';
import { formatMoney } from '@lodestar/domain';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../../components/date-format.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** Every account's orders for internal admins: the order (opening its form or view), account, status, dates, total. */
export function AdminOrdersTable({ orders }: { orders: readonly AdminOrder[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" aria-label="Orders" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order</Table.Th>
            <Table.Th>Account</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Sent</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id} data-testid="admin-order-row">
              <Table.Td>
                <Anchor component={Link} to={pathTo('AdminOrderView', { id: order.id })} fw={500}>
                  #{order.id}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {order.kind === 'sale' ? 'Sale' : order.kind === 'renewal' ? 'Renewal' : 'Reactivation'}
                </Text>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {order.account?.title ?? `#${order.account_id}`}
              </Table.Td>
              <Table.Td>
                <OrderStatusBadge status={order.status} />
              </Table.Td>
              <Table.Td>{formatDate(order.created_at)}</Table.Td>
              <Table.Td>{order.sent_at ? formatDate(order.sent_at) : '-'}</Table.Td>
              <Table.Td ta="right">{formatMoney(order.summary.grand_total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
