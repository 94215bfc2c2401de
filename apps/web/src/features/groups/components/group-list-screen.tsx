import { GROUP_TEXTS, TIMING, type Account, type Group as TrackerGroup } from '@lodestar/contracts';
import {
  Alert,
  Button,
  Center,
  CloseButton,
  Container,
  Group,
  Loader,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useDeleteGroups } from '../api/delete-group.ts';
import { useGroups } from '../api/get-groups.ts';
import { confirmAction, DELETE_NOTE } from '../hooks/confirm.tsx';
import { useGroupAccess } from '../hooks/use-group-access.ts';
import { showGroupFailure, showGroupSuccess } from '../hooks/group-toasts.ts';
import { useSearchParam } from '../../../hooks/use-search-param.ts';
import { GroupListSelection } from './group-list-selection.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { GroupRow } from './group-row.tsx';
import classes from './group-screens.module.css';
import { GroupTabs } from './group-tabs.tsx';
import { GroupWizard, type GroupWizardRequest } from './group-wizard.tsx';

/** The group list (GroupListView, spec 1 §2.7). The guard lets only B2B accounts in. */
export function GroupListScreen() {
  const { account, canManage } = useGroupAccess();
  if (!account) return null;
  return <GroupList account={account} canManage={canManage} />;
}

function GroupList({ account, canManage }: { account: Account; canManage: boolean }) {
  const search = useSearchParam(TIMING.groupSearchDebounce);
  const [page, setPage] = useState(1);
  const [pageOf, setPageOf] = useState(search.search);
  // a new search starts on its first page (adjusted while rendering, so no request for a stale page goes out)
  if (pageOf !== search.search) {
    setPageOf(search.search);
    setPage(1);
  }
  const groups = useGroups(account.id, { query: search.search, page });
  const [checked, setChecked] = useState<ReadonlySet<number>>(() => new Set());
  const [wizard, setWizard] = useState<GroupWizardRequest | null>(null);
  const deleting = useDeleteGroups(account.id);

  const rows = groups.data?.data ?? [];
  const selected = rows.filter((g) => checked.has(g.id));
  const toggle = (id: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const remove = async (targets: readonly TrackerGroup[]) => {
    if (!(await confirmAction(GROUP_TEXTS.deleteQuestion, GROUP_TEXTS.delete, DELETE_NOTE))) return;
    deleting.mutate(
      targets.map((g) => g.id),
      {
        onSuccess: () => {
          showGroupSuccess(GROUP_TEXTS.deleted);
          setChecked(new Set());
        },
        onError: (error) => showGroupFailure(error, GROUP_TEXTS.deleteFailed),
      },
    );
  };

  const openCreate = () => setWizard({ mode: 'create' });
  const empty = groups.data !== undefined && groups.data.meta.total === 0;

  return (
    <Container size="md" w="100%" py="md" px="sm">
      <Stack gap="sm">
        <GroupTabs />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={1} size="h3">
            Groups
          </Title>
          {canManage && (
            <Button size="sm" onClick={openCreate}>
              {GROUP_TEXTS.newGroup}
            </Button>
          )}
        </Group>
        <TextInput
          placeholder={GROUP_TEXTS.searchPlaceholder}
          aria-label="Search groups"
          value={search.text}
          onChange={(event) => search.change(event.currentTarget.value)}
          rightSection={
            search.text !== '' ? (
              <CloseButton size="sm" aria-label="Clear search" onClick={() => search.change('')} />
            ) : null
          }
        />
        {selected.length > 0 && (
          <GroupListSelection
            selected={selected}
            onClear={() => setChecked(new Set())}
            onDelete={canManage ? () => void remove(selected) : undefined}
            deleting={deleting.isPending}
          />
        )}
        {groups.isPending && (
          <Center py="xl">
            <Loader aria-label="Loading groups" />
          </Center>
        )}
        {groups.isError && <Alert color="red">The groups could not be loaded.</Alert>}
        {empty && search.search === '' && (
          <Stack gap={0} align="center">
            <EmptyState title={GROUP_TEXTS.emptyTitle} />
            {canManage && (
              <Button variant="light" onClick={openCreate}>
                {GROUP_TEXTS.addGroup}
              </Button>
            )}
          </Stack>
        )}
        {empty && search.search !== '' && (
          <EmptyState title={`No groups found: ${search.search}`} body="Try another part of the name." />
        )}
        {rows.length > 0 && (
          <ul
            className={classes.list}
            aria-label="Groups"
            onClickCapture={(event) => {
              if ((event.target as Element).closest('a')) search.dropPending();
            }}
          >
            {rows.map((group) => (
              <GroupRow
                key={group.id}
                group={group}
                checked={checked.has(group.id)}
                onToggle={toggle}
                onEdit={canManage ? (g) => setWizard({ mode: 'swap', groupId: g.id }) : undefined}
                onDelete={canManage ? (g) => void remove([g]) : undefined}
              />
            ))}
          </ul>
        )}
        {groups.data && (
          <PaginationBar meta={groups.data.meta} onPage={setPage} label="Groups" emptyText={null} noun="" />
        )}
      </Stack>
      <GroupWizard accountId={account.id} request={wizard} onClose={() => setWizard(null)} />
    </Container>
  );
}
