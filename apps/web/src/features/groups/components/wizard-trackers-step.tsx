import { GROUP_TEXTS } from '@lodestar/contracts';
import { deviceListStatuses } from '@lodestar/domain';
import { Alert, Button, Checkbox, CloseButton, Group, Loader, Table, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useCurrentAccount } from '../../../session/use-current-account.ts';
import { usePickerTrackers } from '../api/get-picker-trackers.ts';
import { useSearchedTrackerIds } from '../api/get-searched-tracker-ids.ts';
import { showGroupFailure } from '../hooks/group-toasts.ts';
import type { GroupWizardState } from '../hooks/use-group-wizard.ts';
import { cutForList, pageSelection } from '../utils/wizard-selection.ts';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { WizardEmpty } from './wizard-empty.tsx';

/**
 * Step 2, 'Add trackers' (spec 1 §2.7): the account's trackers searched and paged on the server, 10 a page, with
 * serial and name cut to 20 characters; select all or none of the page; 'Select searched results' chooses every
 * match, not only the page; the count of chosen trackers; Back and 'Add & Verify', or 'Skip Adding' when none.
 */
export function WizardTrackersStep({ accountId, wizard }: { accountId: number; wizard: GroupWizardState }) {
  const { access } = useCurrentAccount();
  const statuses = useMemo(() => deviceListStatuses(access?.account), [access?.account]);
  const page = usePickerTrackers(accountId, { search: wizard.search, page: wizard.pickerPage, statuses });
  const searched = useSearchedTrackerIds(accountId);
  const trackers = page.data?.data ?? [];
  const { remember } = wizard;
  useEffect(() => {
    if (page.data) remember(page.data.data);
  }, [page.data, remember]);

  const chosen = useMemo(() => new Set(wizard.selected), [wizard.selected]);
  const choosable = trackers.filter((t) => !wizard.members.has(t.id)).map((t) => t.id);
  const onPage = pageSelection(choosable, chosen);
  const count = wizard.selected.length;

  const selectSearched = () =>
    searched.mutate(
      { search: wizard.search, statuses },
      {
        onSuccess: (ids) => wizard.choose(ids),
        onError: (e) => showGroupFailure(e, 'The trackers could not be selected.'),
      },
    );

  return (
    <>
      <TextInput
        placeholder="Search trackers..."
        aria-label="Search trackers"
        value={wizard.searchText}
        onChange={(event) => wizard.changeSearch(event.currentTarget.value)}
        rightSection={
          wizard.searchText !== '' ? (
            <CloseButton size="sm" aria-label="Clear search" onClick={() => wizard.changeSearch('')} />
          ) : page.isFetching ? (
            <Loader size={14} aria-label="Searching" />
          ) : null
        }
      />
      <Group gap="xs" wrap="wrap">
        <Button
          size="compact-sm"
          variant="light"
          disabled={choosable.length === 0}
          onClick={() => wizard.choose(choosable)}
        >
          {GROUP_TEXTS.selectAll}
        </Button>
        <Button
          size="compact-sm"
          variant="light"
          disabled={onPage === 'none'}
          onClick={() => wizard.unchoose(choosable)}
        >
          {GROUP_TEXTS.selectNone}
        </Button>
        <Button
          size="compact-sm"
          variant="light"
          disabled={wizard.search === '' || page.data?.meta.total === 0}
          loading={searched.isPending}
          onClick={selectSearched}
        >
          {GROUP_TEXTS.selectSearched}
        </Button>
      </Group>
      {page.isError && <Alert color="red">The trackers could not be loaded.</Alert>}
      {page.isPending && (
        <Group justify="center" py="md">
          <Loader aria-label="Loading trackers" />
        </Group>
      )}
      {page.data && trackers.length === 0 && <WizardEmpty search={wizard.search} />}
      {trackers.length > 0 && (
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing={6} aria-label="Trackers to add">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    size="sm"
                    aria-label="Select all trackers on this page"
                    checked={onPage === 'all'}
                    indeterminate={onPage === 'some'}
                    disabled={choosable.length === 0}
                    onChange={() =>
                      onPage === 'all' ? wizard.unchoose(choosable) : wizard.choose(choosable)
                    }
                  />
                </Table.Th>
                <Table.Th>Serial</Table.Th>
                <Table.Th>Name</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {trackers.map((t) => {
                const member = wizard.members.has(t.id);
                return (
                  <Table.Tr key={t.id} data-testid="wizard-tracker">
                    <Table.Td>
                      <Checkbox
                        size="sm"
                        aria-label={member ? `${t.name} is in the group` : `Select ${t.name}`}
                        checked={member || chosen.has(t.id)}
                        disabled={member}
                        onChange={() => (chosen.has(t.id) ? wizard.unchoose([t.id]) : wizard.choose([t.id]))}
                      />
                    </Table.Td>
                    <Table.Td title={t.serial}>{cutForList(t.serial)}</Table.Td>
                    <Table.Td title={t.name}>
                      {cutForList(t.name)}
                      {member && (
                        <Text span size="xs" c="dimmed">
                          {' '}
                          (in group)
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {page.data && (
        <PaginationBar
          meta={page.data.meta}
          onPage={wizard.setPickerPage}
          label="Trackers"
          emptyText={null}
          noun=""
        />
      )}
      <Text size="sm" fw={600} aria-live="polite" data-testid="wizard-count">
        {GROUP_TEXTS.willBeAdded(count)}
      </Text>
      <Group justify="space-between">
        {wizard.mode === 'add' ? (
          <span />
        ) : (
          <Button variant="default" onClick={() => wizard.setStep(1)}>
            {GROUP_TEXTS.back}
          </Button>
        )}
        <Button
          onClick={() => {
            wizard.setReviewPage(1);
            wizard.setStep(3);
          }}
        >
          {count > 0 ? GROUP_TEXTS.addAndVerify : GROUP_TEXTS.skipAdding}
        </Button>
      </Group>
    </>
  );
}
