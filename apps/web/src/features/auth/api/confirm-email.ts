import type { MessageResponse } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { meQueryKey } from '../../../session/api/get-me.ts';

/** PUT /confirm-email: confirms the address with the mailed link; a used or expired link (410) is the screen's to say. */
export function confirmEmail(token: string): Promise<MessageResponse> {
  return apiRequest('/confirm-email', { method: 'PUT', body: { token }, handles: [410, 422] });
}

/** Confirms, then reloads the signed-in user (if this browser has one), so the banner goes and trackers can be added. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
