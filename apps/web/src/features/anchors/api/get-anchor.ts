import type { Anchor } from '@lodestar/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchMapAnchors } from './get-map-anchors.ts';
import { anchorKeys } from './anchor-keys.ts';

/**
 * The anchor the edit wizard opens with, images included. The API has no call for one anchor (spec 1 §7 lists
 * GET /anchors only), so it is picked from the whole list, which the map loads anyway (same cache entry).
 * undefined in `data` once loaded means no such anchor in this account.
 */
export function useAnchor(accountId: number, anchorId: number) {
  return useQuery({
    queryKey: anchorKeys.map(accountId),
    queryFn: ({ signal }) => fetchMapAnchors(accountId, signal),
    select: (page): Anchor | null => page.data.find((a) => a.id === anchorId) ?? null,
  });
}
