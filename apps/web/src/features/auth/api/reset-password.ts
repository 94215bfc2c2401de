import type { MessageResponse, ResetPasswordRequest } from '@lodestar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';

/** PUT /reset-password: sets the new password with the mailed link; a used or expired link (410) is the screen's to say. */
export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return apiRequest('/reset-password', { method: 'PUT', body, handles: [410, 422] });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
