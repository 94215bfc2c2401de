import type { Subscription } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { reloadSubscriptions } from './reload-subscriptions.ts';
import { SUBSCRIPTION_WRITE_HANDLES } from './subscription-keys.ts';

/** POST /subscriptions/{id}/activation (spec 3 §4, §7): a pending cancellation is withdrawn; it renews again. */
export function activateSubscription(id: number): Promise<Subscription> {
  return apiRequest<Subscription>(`/subscriptions/${id}/activation`, {
    method: 'POST',
    handles: SUBSCRIPTION_WRITE_HANDLES,
  });
}

export function useActivateSubscription(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateSubscription,
    onSuccess: () => reloadSubscriptions(queryClient, accountId),
  });
}
