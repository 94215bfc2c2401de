import type { Account } from '@lodestar/contracts';
import { canUseBleFeature } from '@lodestar/domain';
import type { QueryClient } from '@tanstack/react-query';
import { anchorsQueryOptions } from './get-anchors.ts';
import { mapAnchorsQueryOptions } from './get-map-anchors.ts';

/**
 * What the anchor screens show first (spec 1 §2.2 preloads): the list's first page for the address's search, and
 * every anchor for the map (the edit wizard takes its anchor from there too). Prefetches, not ensures: a failure
 * is the screen's to show in its own words.
 */
export function preloadAnchors(
  queryClient: QueryClient,
  account: Account | null | undefined,
  search: URLSearchParams | null,
): Promise<unknown> | undefined {
  if (!account || !canUseBleFeature(account)) return;
  const all = queryClient.prefetchQuery(mapAnchorsQueryOptions(account.id));
  if (!search) return all;
  const query = search.get('search')?.trim() ?? '';
  return Promise.all([all, queryClient.prefetchQuery(anchorsQueryOptions(account.id, { query, page: 1 }))]);
}
