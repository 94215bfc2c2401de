import { TRACKER_TEXTS } from '@lodestar/contracts';
import { Stack, Text } from '@mantine/core';

/** The empty tracker list (spec 1 §2.4). */
export function TrackersEmpty() {
  return (
    <Stack align="center" gap={4} py="xl" px="md" ta="center">
      <Text fw={600}>{TRACKER_TEXTS.emptyTitle}</Text>
      <Text size="sm" c="dimmed">
        {TRACKER_TEXTS.emptyBody}
      </Text>
    </Stack>
  );
}
