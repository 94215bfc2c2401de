import { useCallback, useMemo, useState } from 'react';

/**
 * The rows chosen for a bulk action. Only ids still listed count (a refresh may drop one); `clear` runs after
 * each bulk action (spec 2 §2).
 */
export function useShipmentSelection(listedIds: readonly number[]) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const selected = useMemo(() => listedIds.filter((id) => chosen.has(id)), [listedIds, chosen]);
  const toggle = useCallback(
    (id: number) =>
      setChosen((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const setAll = useCallback((ids: readonly number[], on: boolean) => {
    setChosen((current) => {
      const next = new Set(current);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  }, []);
  const clear = useCallback(() => setChosen(new Set()), []);
  return { selected, isSelected: (id: number) => chosen.has(id), toggle, setAll, clear };
}
