import type { CreateAccountRequest, MessageResponse } from '@lodestar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';

/** POST /create-account: the public sign-up. Field errors (422) and the rate limit (429) are the form's to show. */
export function createAccount(body: CreateAccountRequest): Promise<MessageResponse> {
  return apiRequest('/create-account', { method: 'POST', body, handles: [422, 429] });
}

export function useCreateAccount() {
  return useMutation({ mutationFn: createAccount });
}
