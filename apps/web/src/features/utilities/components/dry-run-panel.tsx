import type { UtilityDryRun } from '@lodestar/contracts';
import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';

/**
 * A bulk action's dry run: the summary, how many items it covers and how many would be refused, the listed items
 * (what would happen to each, refused ones marked), and Run. A form changed since the preview must be previewed
 * again first; a preview where every item is refused has nothing to run.
 */
export function DryRunPanel({
  dryRun,
  stale,
  running,
  danger,
  onRun,
}: {
  dryRun: UtilityDryRun;
  stale: boolean;
  running: boolean;
  danger: boolean;
  onRun: () => void;
}) {
  const unlisted = dryRun.total - dryRun.items.length;
  const nothingToDo = dryRun.total - dryRun.refused <= 0;
  return (
    <Paper component="section" withBorder radius="md" p="sm" aria-label="Preview">
      <Stack gap="xs">
        <Text fw={600}>{dryRun.summary}</Text>
        <Text size="sm" c="dimmed">
          {dryRun.total} {dryRun.total === 1 ? 'item' : 'items'}, {dryRun.refused} would be refused
        </Text>
        {dryRun.items.length > 0 && (
          <Table.ScrollContainer minWidth={360} maxHeight={300}>
            <Table striped fz="sm" stickyHeader aria-label="What would change">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  <Table.Th>What would happen</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {dryRun.items.map((item) => (
                  <Table.Tr key={String(item.item)}>
                    <Table.Td ff="monospace">{item.item}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {!item.ok && (
                          <Badge color="red" variant="light">
                            Refused
                          </Badge>
                        )}
                        <Text size="sm">{item.change}</Text>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {unlisted > 0 && (
          <Text size="sm" c="dimmed">
            and {unlisted} more not listed
          </Text>
        )}
        {stale && (
          <Text size="sm" c="orange">
            The form has changed since this preview: preview again before running it.
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            color={danger ? 'red' : undefined}
            onClick={onRun}
            loading={running}
            disabled={stale || nothingToDo}
          >
            Run
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
