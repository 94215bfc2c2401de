import type { UnreadAlertsCount } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { alertKeys } from './alert-keys.ts';

/** GET /accounts/{id}/alerts/unread-count: events since the user last opened Recent Alerts (at most 100). */
export async function fetchUnreadAlerts(accountId: number, signal?: AbortSignal): Promise<number> {
  const { count } = await apiRequest<UnreadAlertsCount['data']>(
    `/accounts/${accountId}/alerts/unread-count`,
    {
      signal,
    },
  );
  return count;
}

export function unreadAlertsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: alertKeys.unread(accountId),
    queryFn: ({ signal }) => fetchUnreadAlerts(accountId, signal),
    // the socket controller marks it stale when events arrive (at most once a second) or after a reconnect
    staleTime: 60_000,
  });
}

export function useUnreadAlerts(accountId: number) {
  return useQuery(unreadAlertsQueryOptions(accountId));
}
