import { useSearchParams } from 'react-router';
import type { TrackerListType } from './use-tracker-list.ts';

/** The list type lives in the `list` query parameter, so a link or reload keeps the archived list open. */
export function useListType() {
  const [params, setParams] = useSearchParams();
  const type: TrackerListType = params.get('list') === 'archived' ? 'archived' : 'general';
  const change = (next: TrackerListType) =>
    setParams(
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
