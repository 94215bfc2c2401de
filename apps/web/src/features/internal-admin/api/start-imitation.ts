import { apiRequest } from '../../../api/http-client.ts';

/** POST /imitate: the imitation cookie is set by the answer; the token itself is not needed in the browser. */
export async function startImitation(userId: number): Promise<void> {
  await apiRequest('/imitate', { method: 'POST', body: { user_id: userId }, handles: 'all' });
}
