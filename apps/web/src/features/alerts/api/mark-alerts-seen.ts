import type { AlertsSeen } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { alertKeys } from './alert-keys.ts';

/** PUT /accounts/{id}/alerts/seen: the user is looking at Recent Alerts, so the unread count starts again at 0. */
export function markAlertsSeen(accountId: number): Promise<AlertsSeen['data']> {
  // a failure leaves the badge as it was: nothing the user must be told about
  return apiRequest(`/accounts/${accountId}/alerts/seen`, { method: 'PUT', handles: 'all' });
}

export function useMarkAlertsSeen(accountId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => markAlertsSeen(accountId),
    onSuccess: async () => {
      // a count read just before the mark must not land after it and bring the badge back
      await client.cancelQueries({ queryKey: alertKeys.unread(accountId) });
      client.setQueryData(alertKeys.unread(accountId), 0);
    },
  });
}
