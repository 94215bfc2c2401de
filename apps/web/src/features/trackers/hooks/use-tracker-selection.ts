import { useCallback, useMemo, useState } from 'react';

/**
 * The checked trackers of the list. Ids that leave the visible list (search, filters, list type) stay out of
 * `selected`, so actions never act on trackers the user cannot see.
 */
export function useTrackerSelection(visibleIds: readonly number[]) {
  const [checked, setChecked] = useState<ReadonlySet<number>>(() => new Set());

  const selected = useMemo(() => visibleIds.filter((id) => checked.has(id)), [visibleIds, checked]);
  const allChecked = visibleIds.length > 0 && selected.length === visibleIds.length;
  const someChecked = selected.length > 0 && !allChecked;

  const toggle = useCallback((id: number) => {
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const toggleAll = useCallback(() => {
    setChecked(allChecked ? new Set() : new Set(visibleIds));
  }, [allChecked, visibleIds]);

  const clear = useCallback(() => setChecked(new Set()), []);

  return { checked, selected, allChecked, someChecked, toggle, toggleAll, clear };
}
