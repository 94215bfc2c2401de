import type { Order } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { orderKeys } from './order-keys.ts';

/** What the order detail and its invoice show (spec 3 §7). */
export const ORDER_DETAIL_INCLUDE = 'account,billingAddress,shippingAddress,invoiceItems,payments';

/**
 * GET /orders/{id}?include=account,billingAddress,shippingAddress,invoiceItems,payments: one order of the
 * account with everything its detail and invoice show. Another account's order answers 404 (the Not Found page).
 */
export function fetchOrder(id: number, signal?: AbortSignal): Promise<Order> {
  return apiRequest<Order>(`/orders/${id}`, { signal, query: { include: ORDER_DETAIL_INCLUDE } });
}

export function orderQueryOptions(id: number) {
  return queryOptions({
    queryKey: orderKeys.one(id),
    queryFn: ({ signal }) => fetchOrder(id, signal),
  });
}

export function useOrder(id: number) {
  return useQuery(orderQueryOptions(id));
}
