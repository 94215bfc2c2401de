import type { Subscription } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { orderKeys } from './order-keys.ts';

/** GET /orders/{id}/subscriptions?include=devices (spec 3 §7): the subscriptions the order made or renewed. */
export function fetchOrderSubscriptions(orderId: number, signal?: AbortSignal): Promise<Subscription[]> {
  return apiRequest<Subscription[]>(`/orders/${orderId}/subscriptions`, {
    signal,
    query: { include: 'devices' },
  });
}

export function orderSubscriptionsQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: orderKeys.subscriptions(orderId),
    queryFn: ({ signal }) => fetchOrderSubscriptions(orderId, signal),
  });
}

export function useOrderSubscriptions(orderId: number) {
  return useQuery(orderSubscriptionsQueryOptions(orderId));
}
