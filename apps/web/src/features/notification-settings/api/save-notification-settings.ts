import type { NotificationSetting, SaveNotificationSettingsRequest } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { notificationSettingsKeys } from './notification-settings-keys.ts';

/**
 * POST /accounts/{id}/user-settings: the form's values; the answer is the whole list as saved. A refusal (a
 * financial code for a non-admin, SMS without a phone) comes back as the form's own toast, not the Forbidden page.
 */
export function saveNotificationSettings(
  accountId: number,
  request: SaveNotificationSettingsRequest,
): Promise<NotificationSetting[]> {
  return apiRequest(`/accounts/${accountId}/user-settings`, {
    method: 'POST',
    body: request,
    handles: [403, 422],
  });
}

export function useSaveNotificationSettings(accountId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveNotificationSettingsRequest) => saveNotificationSettings(accountId, request),
    onSuccess: (saved) => client.setQueryData(notificationSettingsKeys.settings(accountId), saved),
  });
}
