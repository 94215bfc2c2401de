import { SIM_REPLACEMENT_TEXTS as TEXTS } from '@lodestar/contracts';
import { Button, Group, Text } from '@mantine/core';

/**
 * The banner's strip (spec 3 §2.10): how many trackers a new SIM is ready for, and 'Replace Now' for an admin; an
 * 'all' member, who may not replace, is told who can.
 */
export function SimBannerBar({
  count,
  canReplace,
  onReplace,
}: {
  count: number;
  canReplace: boolean;
  onReplace: () => void;
}) {
  return (
    <Group
      component="aside"
      aria-label="SIM replacement"
      bg="blue.0"
      px="md"
      py={6}
      gap="sm"
      justify="center"
      wrap="wrap"
    >
      <Text size="sm" fw={600}>
        {TEXTS.bannerText(count)}
      </Text>
      {canReplace ? (
        <Button size="compact-sm" onClick={onReplace}>
          {TEXTS.replaceNow}
        </Button>
      ) : (
        <Text size="sm">An administrator of this account can replace {count === 1 ? 'it' : 'them'}.</Text>
      )}
    </Group>
  );
}
