import type { Subscription } from '@lodestar/contracts';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import { trackerOf } from '../utils/subscription-words.ts';

/** 'Cold Chain 300' → 'CC': what stands in for a model without a thumbnail. */
function initials(title: string): string {
  return title
    .split(/\s+/)
    .filter((word) => /^[a-z]/i.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/**
 * The device item of a subscription (spec 3 §2.4): the model's thumbnail, the tracker's name, serial and IMEI. A
 * bought tracker not yet assigned to the subscription says so instead.
 */
export function SubscriptionDeviceItem({ subscription }: { subscription: Subscription }) {
  const tracker = trackerOf(subscription);
  if (!tracker)
    return (
      <Text size="sm" c="dimmed">
        The tracker is assigned when it ships.
      </Text>
    );
  return (
    <Group gap="md" wrap="nowrap" align="flex-start" data-testid="subscription-device">
      <Avatar
        src={tracker.model?.thumbnail ?? null}
        alt={tracker.model?.title ?? 'Tracker'}
        size="lg"
        radius="sm"
        color="gray"
      >
        {initials(tracker.model?.title ?? tracker.name)}
      </Avatar>
      <Stack gap={2} miw={0}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {tracker.name}
        </Text>
        {tracker.model && (
          <Text size="sm" c="dimmed">
            {tracker.model.title}
          </Text>
        )}
        <Text size="sm">
          Serial: <span style={{ fontFamily: 'monospace' }}>{tracker.serial}</span>
        </Text>
        {tracker.imei && (
          <Text size="sm">
            IMEI: <span style={{ fontFamily: 'monospace' }}>{tracker.imei}</span>
          </Text>
        )}
      </Stack>
    </Group>
  );
}
