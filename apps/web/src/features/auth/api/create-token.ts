import type { LoginRequest } from '@lodestar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';

/**
 * POST /token: signs in. The server also sets the HttpOnly session cookie, which is all the web app uses; the
 * token in the answer is for API clients and is not kept. Every failure is the login form's to show.
 */
export function createToken(credentials: LoginRequest): Promise<{ token: string }> {
  return apiRequest('/token', { method: 'POST', body: credentials, handles: 'all' });
}

export function useCreateToken() {
  return useMutation({ mutationFn: createToken });
}
