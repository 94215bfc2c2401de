import type { AccountMember, PageMeta } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';
import { userKeys } from './user-keys.ts';

export interface AccountUsersPage {
  data: AccountMember[];
  meta: PageMeta;
}

export interface AccountUsersParams {
  query: string;
  page: number;
  perPage: number;
}

/** GET /accounts/{id}/users?page&per_page&query: one page of the account's members (spec 3 §7 table lists). */
export function fetchAccountUsers(
  accountId: number,
  params: AccountUsersParams,
  signal?: AbortSignal,
): Promise<AccountUsersPage> {
  return apiRequestEnvelope(`/accounts/${accountId}/users`, {
    signal,
    query: { query: params.query || undefined, page: params.page, per_page: params.perPage },
  });
}

export function accountUsersQueryOptions(accountId: number, params: AccountUsersParams) {
  return queryOptions({
    queryKey: userKeys.list(accountId, params),
    queryFn: ({ signal }) => fetchAccountUsers(accountId, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAccountUsers(accountId: number, params: AccountUsersParams) {
  return useQuery(accountUsersQueryOptions(accountId, params));
}
