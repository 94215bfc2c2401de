import { ROUTES, TRACKER_LIST_TEXTS, TRACKER_TEXTS } from '@lodestar/contracts';
import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useCurrentAccount } from '../../../session/use-current-account.ts';
import type { TrackerListType } from '../hooks/use-tracker-list.ts';

/**
 * The empty tracker list (spec 1 §2.4): the account has none of this type, or the search and filters leave
 * none, which says so rather than claiming the account is empty. An admin of an empty account is offered to add
 * the first tracker (decision 0030).
 */
export function TrackersEmpty({ type, narrowed }: { type: TrackerListType; narrowed: boolean }) {
  const { access } = useCurrentAccount();
  if (narrowed)
    return <EmptyState title={TRACKER_LIST_TEXTS.noMatchTitle} body={TRACKER_LIST_TEXTS.noMatchBody} />;
  if (type === 'archived') return <EmptyState title={TRACKER_LIST_TEXTS.archivedEmptyTitle} />;
  const canAdd = access?.account != null && (access.role === 'admin' || access.isInternalAdmin);
  return (
    <Stack gap={0}>
      <EmptyState title={TRACKER_TEXTS.emptyTitle} body={TRACKER_TEXTS.emptyBody} />
      {canAdd && (
        <Group justify="center">
          <Button component={Link} to={ROUTES.AddTrackerView} variant="light">
            Add your first tracker
          </Button>
        </Group>
      )}
    </Stack>
  );
}
