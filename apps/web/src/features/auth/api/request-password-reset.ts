import type { ForgotPasswordRequest, MessageResponse } from '@lodestar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';

/**
 * POST /forgot-password: asks for a reset link. The answer is the same for every address; a 422 (not an address)
 * and a 429 (too many requests) are the form's to show.
 */
export function requestPasswordReset(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return apiRequest('/forgot-password', { method: 'POST', body, handles: [422, 429] });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
