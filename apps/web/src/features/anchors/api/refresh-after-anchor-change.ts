import type { QueryClient } from '@tanstack/react-query';
import { anchorKeys } from './anchor-keys.ts';

/**
 * Statuses an anchor write reports itself (a toast with the server's message, spec 1 §8): a 403 is the role or
 * the BLE feature, a 404 an anchor deleted meanwhile; neither should leave the screen for an error page.
 */
export const ANCHOR_WRITE_HANDLES = [403, 404, 413, 422] as const;

/** After any anchor change: the list, the map and the open anchor reload. */
export function refreshAfterAnchorChange(queryClient: QueryClient, accountId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: anchorKeys.all(accountId) });
}
