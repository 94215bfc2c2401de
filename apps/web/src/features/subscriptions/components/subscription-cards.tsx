import type { Subscription } from '@lodestar/contracts';
import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { dayText, deviceNameText, trackerOf } from '../utils/subscription-words.ts';
import { SubscriptionStatusBadge } from './subscription-status-badge.tsx';

/**
 * The Subscriptions table on a phone: one card per subscription with the same five values, so the status is seen
 * without scrolling sideways; a card opens its subscription.
 */
export function SubscriptionCards({
  subscriptions,
  onOpen,
}: {
  subscriptions: readonly Subscription[];
  onOpen: (id: number) => void;
}) {
  return (
    <Stack gap="xs" aria-label="Subscriptions" role="list">
      {subscriptions.map((subscription) => (
        <UnstyledButton
          key={subscription.id}
          role="listitem"
          data-testid="subscription-card"
          onClick={() => onOpen(subscription.id)}
        >
          <Paper withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} truncate title={trackerOf(subscription)?.name}>
                {deviceNameText(subscription)}
              </Text>
              <SubscriptionStatusBadge status={subscription.status} />
            </Group>
            <Text size="sm" c="dimmed">
              Serial Number {trackerOf(subscription)?.serial ?? '-'}
            </Text>
            <Text size="sm">
              Next Renewal {dayText(subscription.renewal_date)} · Active Since{' '}
              {dayText(subscription.start_at)}
            </Text>
          </Paper>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
