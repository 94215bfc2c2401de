import { apiSend } from '../../api/http-client.ts';

/** DELETE /token: signs out. Failures are the caller's to ignore, the local session is cleared either way. */
export function deleteToken(): Promise<void> {
  return apiSend('/token', { method: 'DELETE', handles: 'all' });
}
