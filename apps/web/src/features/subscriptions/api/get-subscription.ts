import { SUBSCRIPTION_INCLUDES, type Subscription } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { subscriptionKeys } from './subscription-keys.ts';

/**
 * GET /subscriptions/{id}?include=devices,devices.model,price (spec 3 §7): the subscription with its tracker and
 * model (the device item) and its plans (the Reactivate modal). A 404 goes to the not-found screen.
 */
export function fetchSubscription(id: number, signal?: AbortSignal): Promise<Subscription> {
  return apiRequest<Subscription>(`/subscriptions/${id}`, {
    signal,
    query: { include: SUBSCRIPTION_INCLUDES.join(',') },
  });
}

export function subscriptionQueryOptions(id: number) {
  return queryOptions({
    queryKey: subscriptionKeys.one(id),
    queryFn: ({ signal }) => fetchSubscription(id, signal),
  });
}

export function useSubscription(id: number) {
  return useQuery(subscriptionQueryOptions(id));
}
