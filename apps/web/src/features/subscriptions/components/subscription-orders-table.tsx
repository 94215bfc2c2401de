import { pathTo, type Order } from '@lodestar/contracts';
import { Anchor, Badge, Table } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../../components/date-format.ts';
import { statusLabel } from '../utils/subscription-words.ts';

const PAID = new Set(['paid', 'ach-requested']);
const OWED = new Set(['pending', 'pending-approval']);

/** The related orders of a subscription (spec 3 §2.4): Order Number, Date, Status; the number opens the order. */
export function SubscriptionOrdersTable({ orders }: { orders: readonly Order[] }) {
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="xs" aria-label="Related orders">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order Number</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id} data-testid="subscription-order-row">
              <Table.Td>
                <Anchor component={Link} to={pathTo('ManageOrderView', { id: order.id })} fw={500}>
                  #{order.id}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatDate(order.created_at)}</Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  color={PAID.has(order.status) ? 'green' : OWED.has(order.status) ? 'yellow' : 'gray'}
                >
                  {statusLabel(order.status)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
