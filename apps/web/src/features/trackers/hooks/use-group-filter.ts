import type { Account } from '@lodestar/contracts';
import { isB2B } from '@lodestar/domain';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useLatestSearchParams } from '../../../hooks/latest-search-params.ts';
import { useFilterGroups } from '../api/get-filter-groups.ts';
import { formatGroupIds, GROUPS_PARAM, parseGroupIds } from '../utils/group-filter.ts';

const NONE: readonly number[] = [];

/**
 * The tracker list's group filter (issue 16), bound to the `groups` query parameter like the search, so a link
 * or a reload keeps it and the map beside the list follows it. It applies at once (a choice, not a slider).
 * Only business accounts have groups: elsewhere the parameter is ignored. Once the account's groups are known,
 * ids of groups that no longer exist are dropped, so a deleted group cannot leave an invisible filter that
 * empties the list; until then the ids in the address filter as they are.
 */
export function useGroupFilter(account: Account | null) {
  const enabled = account !== null && isB2B(account);
  const groups = useFilterGroups(account?.id ?? 0, enabled);
  const [params] = useSearchParams();
  // written on top of the latest address, so a search typed just before is kept
  const update = useLatestSearchParams(useLocation().pathname);
  const raw = params.get(GROUPS_PARAM);

  const groupIds = useMemo(() => {
    if (!enabled) return NONE;
    const ids = parseGroupIds(raw);
    if (ids.length === 0) return NONE;
    if (!groups.data) return ids;
    const known = new Set(groups.data.map((g) => g.id));
    return ids.filter((id) => known.has(id));
  }, [enabled, raw, groups.data]);

  const setGroupIds = useCallback(
    (ids: readonly number[]) =>
      update(
        (current) => {
          const next = new URLSearchParams(current);
          if (ids.length === 0) next.delete(GROUPS_PARAM);
          else next.set(GROUPS_PARAM, formatGroupIds(ids));
          return next;
        },
        { replace: true },
      ),
    [update],
  );

  const loading = groups.isPending && enabled;
  // one object per change, so the map's Layers dropdown that shows it re-renders only when it changes
  return useMemo(
    () => ({ enabled, groups: groups.data, loading, groupIds, setGroupIds }),
    [enabled, groups.data, loading, groupIds, setGroupIds],
  );
}

export type GroupFilterState = ReturnType<typeof useGroupFilter>;
