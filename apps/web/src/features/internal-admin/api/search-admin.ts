import type { AdminSearchResult, AdminSearchType } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';

export const ADMIN_SEARCH_PAGE_SIZE = 10;

/** GET /admin/search for one kind (accounts, users or trackers) and one page of it. */
export function fetchAdminSearch(
  type: AdminSearchType,
  query: string,
  page: number,
  signal?: AbortSignal,
): Promise<AdminSearchResult> {
  return apiRequest('/admin/search', {
    query: { query, type, page, per_page: ADMIN_SEARCH_PAGE_SIZE },
    signal,
  });
}

export function adminSearchQueryOptions(type: AdminSearchType, query: string, page: number) {
  return queryOptions({
    queryKey: ['admin-search', type, query, page] as const,
    queryFn: ({ signal }) => fetchAdminSearch(type, query, page, signal),
    // the next page keeps the rows on screen until it arrives, so the list does not jump
    placeholderData: keepPreviousData,
  });
}

/** One kind's results; asks nothing until the text is long enough for the server to accept. */
export function useAdminSearch(type: AdminSearchType, query: string, page: number, enabled: boolean) {
  return useQuery({ ...adminSearchQueryOptions(type, query, page), enabled });
}
