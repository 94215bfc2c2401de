import type { Subscription } from '@lodestar/contracts';
import { Table, Text } from '@mantine/core';
import { dayText, deviceNameText, trackerOf } from '../utils/subscription-words.ts';
import { SubscriptionStatusBadge } from './subscription-status-badge.tsx';

/**
 * The Subscriptions table (spec 3 §2.4): Device Name (cut to 60), Serial Number, Next Renewal, Active Since,
 * Status; a row (click, Enter or Space) opens the subscription. Scrolls sideways on a phone rather than squeezing.
 */
export function SubscriptionsTable({
  subscriptions,
  onOpen,
}: {
  subscriptions: readonly Subscription[];
  onOpen: (id: number) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Subscriptions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Device Name</Table.Th>
            <Table.Th>Serial Number</Table.Th>
            <Table.Th>Next Renewal</Table.Th>
            <Table.Th>Active Since</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {subscriptions.map((subscription) => (
            <Table.Tr
              key={subscription.id}
              data-testid="subscription-row"
              onClick={() => onOpen(subscription.id)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onOpen(subscription.id);
                }
              }}
              tabIndex={0}
              style={{ cursor: 'pointer' }}
            >
              <Table.Td fw={500} title={trackerOf(subscription)?.name}>
                {deviceNameText(subscription)}
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {trackerOf(subscription)?.serial ?? '-'}
                </Text>
              </Table.Td>
              <Table.Td>{dayText(subscription.renewal_date)}</Table.Td>
              <Table.Td>{dayText(subscription.start_at)}</Table.Td>
              <Table.Td>
                <SubscriptionStatusBadge status={subscription.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
