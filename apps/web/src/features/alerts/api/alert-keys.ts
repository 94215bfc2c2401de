import type { DateRange } from '../../../components/date-range/date-range-limits.ts';

/** One page of Recent Alerts for a period. */
export interface AlertListParams extends DateRange {
  page: number;
}

/**
 * Cache keys of Recent Alerts. The list sits under the account's events prefix (api/live-events.ts
 * eventQueryKeys.accountEvents), so the socket controller's one refresh per events batch reaches it too.
 */
export const alertKeys = {
  lists: (accountId: number) => ['accounts', accountId, 'events', 'recent-alerts'] as const,
  list: (accountId: number, params: AlertListParams) =>
    ['accounts', accountId, 'events', 'recent-alerts', params] as const,
  /** Under the events prefix too: a pushed batch, or a socket reconnect, reads the count again (batched). */
  unread: (accountId: number) => ['accounts', accountId, 'events', 'unread-count'] as const,
};
