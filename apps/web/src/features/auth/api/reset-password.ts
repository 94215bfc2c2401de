import type { MessageResponse, ResetPasswordRequest } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { meQueryKey } from '../../../session/api/get-me.ts';

/** PUT /reset-password: sets the new password with the mailed link; a used or expired link (410) is the screen's to say. */
export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return apiRequest('/reset-password', { method: 'PUT', body, handles: [410, 422] });
}

/** Resets; the server signed the user out everywhere, so a signed-in user this browser remembers is forgotten. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.removeQueries({ queryKey: meQueryKey }),
  });
}
