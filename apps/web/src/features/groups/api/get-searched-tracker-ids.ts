import type { SubscriptionStatus } from '@lodestar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';

/**
 * POST /accounts/{id}/device-ids {params: {search}}: the ids of EVERY tracker matching the wizard's search, not
 * only the page on screen ('Select searched results', spec 1 §2.7).
 */
export function fetchSearchedTrackerIds(
  accountId: number,
  search: string,
  statuses: readonly SubscriptionStatus[],
): Promise<number[]> {
  return apiRequest(`/accounts/${accountId}/device-ids`, {
    method: 'POST',
    body: { params: { search: search || undefined, subscription_status: statuses } },
    handles: [422],
  });
}

export function useSearchedTrackerIds(accountId: number) {
  return useMutation({
    mutationFn: (p: { search: string; statuses: readonly SubscriptionStatus[] }) =>
      fetchSearchedTrackerIds(accountId, p.search, p.statuses),
  });
}
