import { apiSend } from '../../../api/http-client.ts';
import { USER_WRITE_HANDLES } from './user-write-handles.ts';

/**
 * DELETE /accounts/{id}/users/{userId}: the member loses the account at once (admins only). The Users tab runs it
 * from the shared confirm dialog, which shows how it went, then reloads the list.
 */
export function removeUser(accountId: number, userId: number): Promise<void> {
  return apiSend(`/accounts/${accountId}/users/${userId}`, { method: 'DELETE', handles: USER_WRITE_HANDLES });
}
