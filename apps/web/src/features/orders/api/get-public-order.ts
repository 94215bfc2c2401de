import type { Order } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error.ts';
import { apiRequest } from '../../../api/http-client.ts';
import { orderKeys } from './order-keys.ts';

/** What the approve page shows: the invoice's lines, the addresses and the schedule (spec 3 §7). */
export const PUBLIC_ORDER_INCLUDE = 'shippingAddress,billingAddress,payments,invoiceItems,account';

/**
 * GET /public-orders/{uuid} (spec 3 §7): an order sent for approval, without signing in; the uuid is the
 * capability. The page shows every failure itself: 'Not found' for a 404, else a toast (nothing of the signed-in
 * app's shared reaction: the visitor may never have signed in).
 */
export function fetchPublicOrder(uuid: string, signal?: AbortSignal): Promise<Order> {
  return apiRequest<Order>(`/public-orders/${encodeURIComponent(uuid)}`, {
    signal,
    query: { include: PUBLIC_ORDER_INCLUDE },
    handles: 'all',
  });
}

/** An unknown uuid (or not a uuid at all: 404 or 422) stays unknown: it is not asked again. */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 422);

export function publicOrderQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: orderKeys.public(uuid),
    queryFn: ({ signal }) => fetchPublicOrder(uuid, signal),
    retry: (count, error) => !isNotFound(error) && count < 2,
    retryOnMount: false,
  });
}

export function usePublicOrder(uuid: string) {
  return useQuery(publicOrderQueryOptions(uuid));
}
