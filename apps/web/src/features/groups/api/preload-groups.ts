import type { Account } from '@lodestar/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { groupQueryOptions } from './get-group.ts';
import { groupTrackersQueryOptions } from './get-group-trackers.ts';
import { groupsQueryOptions } from './get-groups.ts';

/**
 * The group list's first page for the address's search (the screen's own key, so it renders from it). A
 * prefetch, not ensure: a failure is the screen's to show, with its own words, not the route's error page.
 */
export function preloadGroupList(
  queryClient: QueryClient,
  account: Account | null | undefined,
  search: URLSearchParams,
): Promise<void> | undefined {
  if (!account?.is_b2b_account) return;
  const query = search.get('search')?.trim() ?? '';
  return queryClient.prefetchQuery(groupsQueryOptions(account.id, { query, page: 1 }));
}

/** A group's details and its first page of trackers, side by side. */
export function preloadGroupDetails(
  queryClient: QueryClient,
  account: Account | null | undefined,
  id: string | undefined,
): Promise<unknown> | undefined {
  if (!account?.is_b2b_account || !id || !/^[1-9]\d{0,9}$/.test(id)) return;
  const groupId = Number(id);
  return Promise.all([
    queryClient.prefetchQuery(groupQueryOptions(account.id, groupId)),
    queryClient.prefetchQuery(groupTrackersQueryOptions(account.id, groupId, 1)),
  ]);
}
