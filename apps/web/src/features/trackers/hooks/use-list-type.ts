import { useLocation, useSearchParams } from 'react-router';
import { useLatestSearchParams } from '../../../hooks/latest-search-params.ts';
import type { TrackerListType } from './use-tracker-list.ts';

/**
 * The list type lives in the `list` query parameter, so a link or reload keeps the archived list open. It is
 * written on top of the latest address, so a search typed just before is kept.
 */
export function useListType() {
  const [params] = useSearchParams();
  const update = useLatestSearchParams(useLocation().pathname);
  const type: TrackerListType = params.get('list') === 'archived' ? 'archived' : 'general';
  const change = (next: TrackerListType) =>
    update(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'archived') updated.set('list', 'archived');
        else updated.delete('list');
        return updated;
      },
      { replace: true },
    );
  return [type, change] as const;
}
