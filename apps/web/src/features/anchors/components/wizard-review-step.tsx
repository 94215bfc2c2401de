import { ANCHOR_TEXTS } from '@lodestar/contracts';
import { Button, Group, Stack, Table } from '@mantine/core';
import type { AnchorWizardState } from '../hooks/use-anchor-wizard.ts';

/** Step 2, review and confirm (spec 1 §2.8): the name and tracker chosen, before placing the anchor. */
export function WizardReviewStep({ wizard }: { wizard: AnchorWizardState }) {
  const { form } = wizard;
  return (
    <Stack gap="sm">
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={120}>{ANCHOR_TEXTS.name}</Table.Th>
            <Table.Td>{form.name.trim()}</Table.Td>
          </Table.Tr>
          {form.trackerName !== '' && (
            <Table.Tr>
              <Table.Th>{ANCHOR_TEXTS.device}</Table.Th>
              <Table.Td>{form.trackerName}</Table.Td>
            </Table.Tr>
          )}
          <Table.Tr>
            <Table.Th>{ANCHOR_TEXTS.serial}</Table.Th>
            <Table.Td>{form.serial}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Button variant="default" onClick={() => wizard.setStep(1)}>
          {ANCHOR_TEXTS.back}
        </Button>
        <Button onClick={() => wizard.setStep(3)}>Confirm</Button>
      </Group>
    </Stack>
  );
}
