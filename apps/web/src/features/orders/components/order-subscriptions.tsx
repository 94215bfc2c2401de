import {
  BILLING_STATUS_LABELS,
  pathTo,
  type Subscription,
  type SubscriptionStatus,
} from '@lodestar/contracts';
import { formatMoney } from '@lodestar/domain';
import { Alert, Anchor, Badge, Loader, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../../components/date-format.ts';
import { useOrderSubscriptions } from '../api/get-order-subscriptions.ts';

/** The Subscriptions tab's colours, so a status looks the same on both tabs. */
const COLOURS: Record<SubscriptionStatus, string> = {
  active: 'green',
  pending: 'blue',
  'pending-renewal': 'red',
  'pending-cancellation': 'yellow',
  cancelled: 'gray',
  blocked: 'red',
  archived: 'gray',
};

const label = (status: string) =>
  BILLING_STATUS_LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1);

/** The tracker it is for, else (a sale's subscription waiting for its tracker) its number. */
const nameOf = (s: Subscription) => s.devices?.[0]?.name ?? `Subscription #${s.id}`;

/** No next payment once cancelled, or while a renewal is failing (spec 3 §2.4 subscription detail). */
function nextPayment(s: Subscription): string {
  if (
    s.status === 'cancelled' ||
    s.status === 'archived' ||
    s.status === 'pending-renewal' ||
    !s.renewal_date
  )
    return '-';
  return formatDate(s.renewal_date);
}

/** The order's subscriptions (spec 3 §2.4): Subscription, Status, Next payment, Total; each opens its detail. */
export function OrderSubscriptions({ orderId }: { orderId: number }) {
  const subscriptions = useOrderSubscriptions(orderId);
  if (subscriptions.isPending) return <Loader size="sm" aria-label="Loading subscriptions" />;
  if (subscriptions.isError) return <Alert color="red">The subscriptions could not be loaded.</Alert>;
  if (subscriptions.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No subscriptions yet. A tracker's subscription appears here once the order is paid.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table verticalSpacing="xs" aria-label="Order subscriptions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Subscription</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Next payment</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {subscriptions.data.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>
                <Anchor component={Link} to={pathTo('ManageSubscriptionView', { id: s.id })}>
                  {nameOf(s)}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={COLOURS[s.status]} miw="max-content">
                  {label(s.status)}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{nextPayment(s)}</Table.Td>
              <Table.Td ta="right">{formatMoney(s.actual_price)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
