import type { AnchorPage } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';
import { anchorKeys } from './anchor-keys.ts';

/** The anchor list's page size: the spec's table lists start at 25 (spec 1 §9). */
export const ANCHOR_LIST_PAGE_SIZE = 25;

export interface AnchorListParams {
  query: string;
  page: number;
}

/** GET /accounts/{id}/anchors?query&page&per_page: one page of the 'BLE Anchors' list, searched on the server. */
export function fetchAnchors(
  accountId: number,
  params: AnchorListParams,
  signal?: AbortSignal,
): Promise<AnchorPage> {
  return apiRequestEnvelope(`/accounts/${accountId}/anchors`, {
    signal,
    query: { query: params.query || undefined, page: params.page, per_page: ANCHOR_LIST_PAGE_SIZE },
  });
}

export function anchorsQueryOptions(accountId: number, params: AnchorListParams) {
  return queryOptions({
    queryKey: anchorKeys.list(accountId, params),
    queryFn: ({ signal }) => fetchAnchors(accountId, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAnchors(accountId: number, params: AnchorListParams) {
  return useQuery(anchorsQueryOptions(accountId, params));
}
