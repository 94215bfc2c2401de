import { ADMIN_SEARCH_QUERY_MIN, type AdminSearchAccount, type AdminSearchResult } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';

/** Accounts offered at once by an internal admin's account picker (orders, utilities). */
const ACCOUNTS_OFFERED = 20;

/** GET /admin/search?type=accounts (decision 0031): the accounts whose title matches. */
export async function searchAccounts(query: string, signal?: AbortSignal): Promise<AdminSearchAccount[]> {
  const result = await apiRequest<AdminSearchResult>('/admin/search', {
    signal,
    query: { query, type: 'accounts', page: 1, per_page: ACCOUNTS_OFFERED },
  });
  return result.accounts?.data ?? [];
}

export function accountSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: ['admin-accounts', query] as const,
    queryFn: ({ signal }) => searchAccounts(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Asks nothing until the text is long enough for the server to accept. */
export function useAccountSearch(query: string) {
  return useQuery({
    ...accountSearchQueryOptions(query),
    enabled: query.trim().length >= ADMIN_SEARCH_QUERY_MIN,
  });
}
