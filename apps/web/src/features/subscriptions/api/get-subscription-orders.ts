import { ORDERS_PER_PAGE, type OrderPage } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';
import { subscriptionKeys } from './subscription-keys.ts';

/**
 * GET /subscriptions/{id}/orders (spec 3 §7): one page of the orders that bought, renewed or reactivated it,
 * newest first.
 */
export function fetchSubscriptionOrders(id: number, page: number, signal?: AbortSignal): Promise<OrderPage> {
  return apiRequestEnvelope<OrderPage>(`/subscriptions/${id}/orders`, {
    signal,
    query: { page, per_page: ORDERS_PER_PAGE },
  });
}

export function subscriptionOrdersQueryOptions(id: number, page = 1) {
  return queryOptions({
    queryKey: subscriptionKeys.orders(id, page),
    queryFn: ({ signal }) => fetchSubscriptionOrders(id, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSubscriptionOrders(id: number, page: number) {
  return useQuery(subscriptionOrdersQueryOptions(id, page));
}
