import { Stack, Text } from '@mantine/core';

/** A list with nothing to show: a title and a line saying why (spec 1 §2.4, §8 empty states). */
export function EmptyState({ title, body }: { title: string; body?: string }) {
  return (
    <Stack align="center" gap={4} py="xl" px="md" ta="center">
      <Text fw={600}>{title}</Text>
      {body && (
        <Text size="sm" c="dimmed">
          {body}
        </Text>
      )}
    </Stack>
  );
}
