import type { QueryClient } from '@tanstack/react-query';
import { trackingQueryKeys } from '../../../api/tracking-query-keys.ts';
import { groupKeys } from './group-keys.ts';

/**
 * After any group change: the group screens, and the tracker lists, whose trackers carry group_ids and groups
 * (the list's group filter and column, the map's filter). Deleted groups (`gone`) are not asked for again: the
 * screen still showing one would get a 404, which opens the Not Found page instead of going back to the list.
 */
export function refreshAfterGroupChange(
  queryClient: QueryClient,
  accountId: number,
  gone: readonly number[] = [],
): Promise<unknown> {
  const one = groupKeys.one(accountId, 0);
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: groupKeys.all(accountId),
      predicate: ({ queryKey }) => !(queryKey[3] === one[3] && gone.includes(queryKey[4] as number)),
    }),
    queryClient.invalidateQueries({ queryKey: trackingQueryKeys.deviceLists(accountId) }),
  ]);
}

/**
 * Statuses a group write turns into the screen's own message (the server's, or 'Access denied') instead of the
 * shared reaction: a refused write must not leave the screen for the Forbidden or Not Found page.
 */
export const GROUP_WRITE_HANDLES = [400, 403, 404, 409, 422] as const;
