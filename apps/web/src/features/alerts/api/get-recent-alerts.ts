import { LIMITS, type TrackerEventsPage } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';
import { alertKeys, type AlertListParams } from './alert-keys.ts';

/** Spec 2 §9: Recent Alerts shows 10 a page. */
export const ALERTS_PER_PAGE = LIMITS.alertsPerPage;

/** GET /accounts/{id}/events: one page of the account's events in the period, newest first (the devices role: its trackers'). */
export function fetchRecentAlerts(
  accountId: number,
  params: AlertListParams,
  signal?: AbortSignal,
): Promise<TrackerEventsPage> {
  return apiRequestEnvelope(`/accounts/${accountId}/events`, {
    signal,
    query: { page: params.page, per_page: ALERTS_PER_PAGE, date_from: params.from, date_to: params.to },
  });
}

export function recentAlertsQueryOptions(accountId: number, params: AlertListParams) {
  return queryOptions({
    queryKey: alertKeys.list(accountId, params),
    queryFn: ({ signal }) => fetchRecentAlerts(accountId, params, signal),
    // the pager keeps the last page on screen while the next one loads
    placeholderData: keepPreviousData,
  });
}

export function useRecentAlerts(accountId: number, params: AlertListParams) {
  return useQuery(recentAlertsQueryOptions(accountId, params));
}
