import { pathTo, type Order } from '@lodestar/contracts';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../../components/date-format.ts';
import { orderActions } from '../utils/order-status.ts';
import { OrderRowMenu } from './order-row-menu.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

/**
 * The Order History table (spec 3 §2.4): Order Number (#id, opening the order), Date, Status, and the row menu
 * (Pay Now for a payable order when the viewer may pay, View Invoice), which cart and draft orders have none of.
 */
export function OrdersTable({
  orders,
  mayPay,
  onPay,
  onViewInvoice,
}: {
  orders: readonly Order[];
  mayPay: boolean;
  onPay: (order: Order) => void;
  onViewInvoice: (order: Order) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table verticalSpacing="sm" aria-label="Orders" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order Number</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th aria-label="Actions" w={48} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id} data-testid="order-row">
              <Table.Td>
                <Anchor component={Link} to={pathTo('ManageOrderView', { id: order.id })} fw={500}>
                  #{order.id}
                </Anchor>
                {order.orderItemsCount !== undefined && (
                  <Text size="xs" c="dimmed">
                    {order.orderItemsCount} {order.orderItemsCount === 1 ? 'item' : 'items'}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatDate(order.created_at)}</Table.Td>
              <Table.Td>
                <OrderStatusBadge status={order.status} />
              </Table.Td>
              <Table.Td>
                <OrderRowMenu
                  orderId={order.id}
                  actions={orderActions(order.status, mayPay)}
                  onPay={() => onPay(order)}
                  onViewInvoice={() => onViewInvoice(order)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
