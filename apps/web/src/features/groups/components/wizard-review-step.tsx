import { GROUP_TEXTS, GROUP_WIZARD_PAGE_SIZE } from '@lodestar/contracts';
import { Button, Group, Pagination, Table, Text, VisuallyHidden } from '@mantine/core';
import { ApiError } from '../../../api/api-error.ts';
import { useChosenTrackers } from '../api/get-chosen-tracker.ts';
import { useSaveGroupWizard, type GroupWizardSave } from '../api/save-group-wizard.ts';
import { showGroupFailure, showGroupSuccess } from '../hooks/group-toasts.ts';
import type { GroupWizardState } from '../hooks/use-group-wizard.ts';
import { cutForList, lastPage, reviewPage } from '../utils/wizard-selection.ts';
import { WizardEmpty } from './wizard-empty.tsx';

function saveOf(wizard: GroupWizardState): GroupWizardSave {
  const deviceIds = [...wizard.selected];
  if (wizard.mode === 'create') return { mode: 'create', name: wizard.name.trim(), deviceIds };
  const group = wizard.group!;
  if (wizard.mode === 'add') return { mode: 'add', group, deviceIds };
  return { mode: 'swap', group, name: wizard.name.trim(), deviceIds };
}

/** A refusal about the name (taken, too long) sends the user back to the name step with the server's words. */
function nameProblem(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const field = error.errors.name?.[0];
  if (field) return field;
  return error.serverMessage && /name/i.test(error.serverMessage) ? error.serverMessage : null;
}

/**
 * Step 3, 'Review' (spec 1 §2.7): the chosen trackers in delete mode, 10 a page, each removable from the choice;
 * 'Edit List' goes back to step 2; 'Save Group', or 'Save Blank' when none is chosen. Trackers chosen without
 * being seen on a page ('Select searched results', a swap's members) are looked up for the page shown.
 */
export function WizardReviewStep(props: {
  accountId: number;
  wizard: GroupWizardState;
  onSaved: () => void;
}) {
  const { accountId, wizard, onSaved } = props;
  const save = useSaveGroupWizard(accountId);
  const pages = lastPage(wizard.selected.length, GROUP_WIZARD_PAGE_SIZE);
  const current = Math.min(wizard.reviewPage, pages);
  const ids = reviewPage(wizard.selected, current, GROUP_WIZARD_PAGE_SIZE);
  const unknown = ids.filter((id) => !wizard.known.has(id));
  const lookups = useChosenTrackers(accountId, unknown, true);
  const looked = new Map(unknown.map((id, i) => [id, lookups[i]?.data]));

  const submit = () =>
    save.mutate(saveOf(wizard), {
      onSuccess: (group) => {
        showGroupSuccess(
          wizard.mode === 'create' ? GROUP_TEXTS.created(group.name) : GROUP_TEXTS.updated(group.name),
        );
        onSaved();
      },
      onError: (error) => {
        const problem = wizard.mode !== 'add' ? nameProblem(error) : null;
        if (problem) {
          wizard.setNameError(problem);
          wizard.setStep(1);
        }
        showGroupFailure(error, 'Cannot save, please try again');
      },
    });

  return (
    <>
      {wizard.selected.length === 0 ? (
        <WizardEmpty search="" />
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing={6} aria-label="Chosen trackers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Serial</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th w={90}>
                  <VisuallyHidden>Remove</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ids.map((id) => {
                const tracker = wizard.known.get(id) ?? looked.get(id);
                const name = tracker?.name ?? `Tracker ${id}`;
                return (
                  <Table.Tr key={id} data-testid="wizard-chosen">
                    <Table.Td title={tracker?.serial}>{tracker ? cutForList(tracker.serial) : '…'}</Table.Td>
                    <Table.Td title={name}>{cutForList(name)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${name}`}
                        onClick={() => wizard.unchoose([id])}
                      >
                        {GROUP_TEXTS.remove}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} data-testid="wizard-count">
          {GROUP_TEXTS.willBeAdded(wizard.selected.length)}
        </Text>
        {pages > 1 && (
          <Pagination
            size="sm"
            total={pages}
            value={current}
            onChange={wizard.setReviewPage}
            siblings={1}
            aria-label="Chosen trackers pages"
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          />
        )}
      </Group>
      <Group justify="space-between">
        <Button variant="default" onClick={() => wizard.setStep(2)}>
          {GROUP_TEXTS.editList}
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          {wizard.selected.length > 0 ? GROUP_TEXTS.saveGroup : GROUP_TEXTS.saveBlank}
        </Button>
      </Group>
    </>
  );
}
