import { apiSend } from '../../api/http-client.ts';

/** DELETE /imitate: ends the imitation an internal admin started; the admin's own session takes over again. */
export function deleteImitation(): Promise<void> {
  return apiSend('/imitate', { method: 'DELETE', handles: 'all' });
}
