import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';

/**
 * POST /accounts/{id}/reset-token: a new account API token; the previous one stops working at once. The answer is
 * the only time the token is seen: the server keeps its hash alone (decision 0044).
 */
export function resetApiToken(accountId: number): Promise<{ api_token: string }> {
  return apiRequest(`/accounts/${accountId}/reset-token`, { method: 'POST', handles: [403] });
}

export function useResetApiToken(accountId: number) {
  return useMutation({ mutationFn: () => resetApiToken(accountId) });
}
