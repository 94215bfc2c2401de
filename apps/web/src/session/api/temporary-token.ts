import { apiRequest } from '../../api/http-client.ts';

/** POST /temporary-token: a one-time token that carries this session to the other brand's host. */
export async function createTemporaryToken(): Promise<string> {
  const data = await apiRequest<{ token: string }>('/temporary-token', { method: 'POST' });
  return data.token;
}

/**
 * PUT /temporary-token: trades a token from the address for a session cookie on this host. The answer says
 * whether it opened a normal session or an imitation; the cookie does the rest.
 */
export function exchangeTemporaryToken(token: string): Promise<{ token?: string; imitation_token?: string }> {
  // a spent or expired token is not an error the user can act on: start-up goes on and the guard asks for sign-in
  return apiRequest('/temporary-token', { method: 'PUT', body: { token }, handles: 'all' });
}
