import type { PlanMonths, Subscription } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { reloadSubscriptions } from './reload-subscriptions.ts';
import { SUBSCRIPTION_WRITE_HANDLES } from './subscription-keys.ts';

/**
 * POST /subscriptions/{id}/reactivation {months} (spec 3 §2.8, §7): answers the new subscription, pending until
 * its payment (charged to the default method) succeeds; the cancelled one stays as it was.
 */
export function reactivateSubscription(id: number, months: PlanMonths): Promise<Subscription> {
  return apiRequest<Subscription>(`/subscriptions/${id}/reactivation`, {
    method: 'POST',
    body: { months },
    handles: SUBSCRIPTION_WRITE_HANDLES,
  });
}

export function useReactivateSubscription(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, months }: { id: number; months: PlanMonths }) => reactivateSubscription(id, months),
    onSuccess: () => reloadSubscriptions(queryClient, accountId),
  });
}
