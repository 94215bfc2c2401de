import { GROUP_TEXTS, type Account } from '@lodestar/contracts';
import { Alert, Button, Center, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useGroupTrackers } from '../api/get-group-trackers.ts';
import { useRemoveGroupTrackers } from '../api/remove-group-trackers.ts';
import { confirmAction } from '../hooks/confirm.tsx';
import { showGroupFailure, showGroupSuccess } from '../hooks/group-toasts.ts';
import { pageSelection, withIds, withoutIds } from '../utils/wizard-selection.ts';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { GroupTrackerRow } from './group-tracker-row.tsx';
import classes from './group-screens.module.css';

interface GroupTrackersProps {
  account: Account;
  groupId: number;
  canManage: boolean;
}

/**
 * The group's trackers, 50 a page from the server (a group may hold 10,000), with 'There are no trackers' when
 * empty. Group managers check trackers (across pages) and remove them after the spec's question (spec 1 §2.7);
 * others only look.
 */
export function GroupTrackers({ account, groupId, canManage }: GroupTrackersProps) {
  const [page, setPage] = useState(1);
  const trackers = useGroupTrackers(account.id, groupId, page);
  const [selected, setSelected] = useState<number[]>([]);
  const remove = useRemoveGroupTrackers(account.id, groupId);

  const rows = trackers.data?.data ?? [];
  const pageIds = rows.map((t) => t.id);
  const chosen = new Set(selected);
  const onPage = pageSelection(pageIds, chosen);
  const meta = trackers.data?.meta;
  // the last tracker of the last page removed: show the page before it
  if (meta && meta.total > 0 && rows.length === 0 && page > 1) setPage(meta.last_page);

  const removeSelected = async () => {
    if (!(await confirmAction(GROUP_TEXTS.removeQuestion, GROUP_TEXTS.remove))) return;
    remove.mutate(selected, {
      onSuccess: () => {
        showGroupSuccess(GROUP_TEXTS.removed);
        setSelected([]);
      },
      onError: (error) => showGroupFailure(error, GROUP_TEXTS.removeFailed),
    });
  };

  if (trackers.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading trackers" />
      </Center>
    );
  if (trackers.isError) return <Alert color="red">The trackers could not be loaded.</Alert>;
  if (meta?.total === 0) return <EmptyState title={GROUP_TEXTS.noTrackers} />;

  return (
    <Stack>
      {canManage && (
        <Group gap="xs" justify="space-between" wrap="wrap" mih={30}>
          <Checkbox
            size="sm"
            label={selected.length > 0 ? GROUP_TEXTS.selected(selected.length) : 'Select this page'}
            aria-label="Select all trackers on this page"
            checked={onPage === 'all'}
            indeterminate={onPage === 'some'}
            onChange={() =>
              setSelected((s) => (onPage === 'all' ? withoutIds(s, pageIds) : withIds(s, pageIds)))
            }
          />
          {selected.length > 0 && (
            <Group gap="xs">
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                loading={remove.isPending}
                onClick={() => void removeSelected()}
              >
                {GROUP_TEXTS.remove}
              </Button>
              <Button size="compact-sm" variant="subtle" onClick={() => setSelected([])}>
                Clear
              </Button>
            </Group>
          )}
        </Group>
      )}
      <ul className={classes.list} aria-label="Trackers in this group">
        {rows.map((tracker) => (
          <GroupTrackerRow
            key={tracker.id}
            tracker={tracker}
            account={account}
            groupId={groupId}
            checked={chosen.has(tracker.id)}
            onToggle={
              canManage
                ? (id) => setSelected((s) => (s.includes(id) ? withoutIds(s, [id]) : withIds(s, [id])))
                : undefined
            }
          />
        ))}
      </ul>
      {meta && <PaginationBar meta={meta} onPage={setPage} label="Trackers" emptyText={null} noun="" />}
      {trackers.isFetching && (
        <Text size="xs" c="dimmed" aria-live="polite">
          Updating…
        </Text>
      )}
    </Stack>
  );
}
