import { TRACKER_LIST_TEXTS, TRACKER_TEXTS } from '@lodestar/contracts';
import { EmptyState } from '../../../components/empty-state.tsx';
import type { TrackerListType } from '../hooks/use-tracker-list.ts';

/**
 * The empty tracker list (spec 1 §2.4): the account has none of this type, or the search and filters leave
 * none, which says so rather than claiming the account is empty.
 */
export function TrackersEmpty({ type, narrowed }: { type: TrackerListType; narrowed: boolean }) {
  if (narrowed)
    return <EmptyState title={TRACKER_LIST_TEXTS.noMatchTitle} body={TRACKER_LIST_TEXTS.noMatchBody} />;
  if (type === 'archived') return <EmptyState title={TRACKER_LIST_TEXTS.archivedEmptyTitle} />;
  return <EmptyState title={TRACKER_TEXTS.emptyTitle} body={TRACKER_TEXTS.emptyBody} />;
}
