import type { Subscription } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { reloadSubscriptions } from './reload-subscriptions.ts';
import { SUBSCRIPTION_WRITE_HANDLES } from './subscription-keys.ts';

/**
 * PUT /subscriptions/{id}/status {status: 'pending-cancellation'} (spec 3 §4, §7): the customer cancels; it stays
 * active until the paid period ends, then the server cancels it (decision 0066).
 */
export function cancelSubscription(id: number): Promise<Subscription> {
  return apiRequest<Subscription>(`/subscriptions/${id}/status`, {
    method: 'PUT',
    body: { status: 'pending-cancellation' },
    handles: SUBSCRIPTION_WRITE_HANDLES,
  });
}

export function useCancelSubscription(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => reloadSubscriptions(queryClient, accountId),
  });
}
