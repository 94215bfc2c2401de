import type { MessageResponse } from '@lodestar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';

/** POST /confirm-email/resend: a new confirmation link for the signed-in user; the 429 is the banner's to show. */
export function resendConfirmation(): Promise<MessageResponse> {
  return apiRequest('/confirm-email/resend', { method: 'POST', handles: [429] });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
