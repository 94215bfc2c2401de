import type { AnchorPage } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';
import { anchorKeys } from './anchor-keys.ts';

/**
 * GET /accounts/{id}/anchors without page: every anchor of the account, for the map (cluster mode draws them all,
 * whatever page the list shows). An account has tens or hundreds of anchors, not thousands.
 */
export function fetchMapAnchors(accountId: number, signal?: AbortSignal): Promise<AnchorPage> {
  return apiRequestEnvelope(`/accounts/${accountId}/anchors`, { signal });
}

export function mapAnchorsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: anchorKeys.map(accountId),
    queryFn: ({ signal }) => fetchMapAnchors(accountId, signal),
    select: (page) => page.data,
  });
}

export function useMapAnchors(accountId: number) {
  return useQuery(mapAnchorsQueryOptions(accountId));
}
