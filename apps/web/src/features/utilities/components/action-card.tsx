import { Badge, Group, Paper, Stack, Title } from '@mantine/core';
import type { UtilityActionEntry } from '../utils/filter-actions.ts';
import { ACTION_FORMS } from './action-forms.ts';

/** One action's card: its title (a bulk action marked, as it previews and runs as a job) and its form. */
export function ActionCard({ action }: { action: UtilityActionEntry }) {
  const Form = ACTION_FORMS[action.id];
  const headingId = `utility-${action.id}`;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id={headingId}>
            {action.title}
          </Title>
          {action.bulk && (
            <Badge variant="light" color="grape" title="Previewed first, then run as a background job">
              Bulk
            </Badge>
          )}
        </Group>
        <Form />
      </Stack>
    </Paper>
  );
}
