import { PAGE_SIZES, type PageMeta, type Subscription } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';
import { subscriptionKeys, type SubscriptionListFilter } from './subscription-keys.ts';

export type { SubscriptionListFilter };

export interface SubscriptionPage {
  data: Subscription[];
  meta: PageMeta;
}

/** The table's first page size: the tables' default (spec 3 §9). */
export const SUBSCRIPTIONS_PER_PAGE = PAGE_SIZES.tables[0];

/**
 * GET /accounts/{id}/subscriptions?include=devices (spec 3 §7): one page of the account's subscriptions, with the
 * table's status filter (spec 3 §2.4) sent as the table lists send filters, `search[status]=value`, and the search.
 */
export function fetchSubscriptions(
  accountId: number,
  filter: SubscriptionListFilter,
  signal?: AbortSignal,
): Promise<SubscriptionPage> {
  return apiRequestEnvelope<SubscriptionPage>(`/accounts/${accountId}/subscriptions`, {
    signal,
    query: {
      include: 'devices',
      'search[status]': filter.status,
      query: filter.query || undefined,
      page: filter.page,
      per_page: filter.perPage,
    },
  });
}

export function subscriptionsQueryOptions(accountId: number, filter: SubscriptionListFilter) {
  return queryOptions({
    queryKey: subscriptionKeys.list(accountId, filter),
    queryFn: ({ signal }) => fetchSubscriptions(accountId, filter, signal),
    // the page shown stays while the next one loads, rather than the table flashing empty
    placeholderData: keepPreviousData,
  });
}

export function useSubscriptions(accountId: number, filter: SubscriptionListFilter) {
  return useQuery(subscriptionsQueryOptions(accountId, filter));
}
