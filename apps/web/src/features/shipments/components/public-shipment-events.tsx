import type { PublicShipmentEvent } from '@lodestar/contracts';
import { SHIPMENT_TEXTS } from '@lodestar/contracts';
import { Stack, Text, Timeline, Title } from '@mantine/core';
import { publicTime } from './public-shipment-time.ts';

/** The shipment's events, newest first (spec 2 §2: the public page shows the shipment with its events). */
export function PublicShipmentEvents({ events }: { events: readonly PublicShipmentEvent[] }) {
  const newestFirst = [...events].sort((a, b) => Date.parse(b.event_at) - Date.parse(a.event_at));
  return (
    <Stack gap="xs" aria-label="Shipment events">
      <Title order={2} size="h5">
        Events
      </Title>
      {newestFirst.length === 0 ? (
        <Text c="dimmed" size="sm">
          {SHIPMENT_TEXTS.noEvents}
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2} active={newestFirst.length}>
          {newestFirst.map((event) => (
            // a shipment has at most one event of each kind, and the public page carries no event ids
            <Timeline.Item key={event.event_type} title={<Text size="sm">{event.description}</Text>}>
              <Text size="xs" c="dimmed">
                {publicTime(event.event_at)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
