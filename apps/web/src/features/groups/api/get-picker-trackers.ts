import { GROUP_WIZARD_PAGE_SIZE, type SubscriptionStatus } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';
import { groupKeys } from './group-keys.ts';
import type { TrackersPage } from './get-group-trackers.ts';

export interface PickerParams {
  search: string;
  page: number;
  /** The statuses the account's tracker list shows (spec 1 §2.2), so the wizard offers the same trackers. */
  statuses: readonly SubscriptionStatus[];
}

/**
 * GET /accounts/{id}/device-list?search&page&per_page=10: one page of the wizard's tracker list, searched and
 * paged on the server (spec 1 §2.7), so it stays instant with 10,000 trackers. Groups and positions are left
 * out: the list shows serial and name only.
 */
export function fetchPickerTrackers(
  accountId: number,
  params: PickerParams,
  signal?: AbortSignal,
): Promise<TrackersPage> {
  return apiRequestEnvelope(`/accounts/${accountId}/device-list`, {
    signal,
    query: {
      search: params.search || undefined,
      subscription_status: params.statuses,
      exclude_groups: 1,
      page: params.page,
      per_page: GROUP_WIZARD_PAGE_SIZE,
    },
  });
}

export function pickerTrackersQueryOptions(accountId: number, params: PickerParams) {
  return queryOptions({
    queryKey: groupKeys.pickerPage(accountId, params),
    queryFn: ({ signal }) => fetchPickerTrackers(accountId, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePickerTrackers(accountId: number, params: PickerParams) {
  return useQuery(pickerTrackersQueryOptions(accountId, params));
}
