import type { NotificationSetting } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { notificationSettingsKeys } from './notification-settings-keys.ts';

/** GET /accounts/{id}/user-settings: the caller's own settings, every code they may see, defaults applied. */
export function fetchNotificationSettings(
  accountId: number,
  signal?: AbortSignal,
): Promise<NotificationSetting[]> {
  return apiRequest(`/accounts/${accountId}/user-settings`, { signal });
}

export function notificationSettingsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: notificationSettingsKeys.settings(accountId),
    queryFn: ({ signal }) => fetchNotificationSettings(accountId, signal),
  });
}

export function useNotificationSettings(accountId: number) {
  return useQuery(notificationSettingsQueryOptions(accountId));
}
