import { apiSend } from '../../../api/http-client.ts';
import { USER_WRITE_HANDLES } from './user-write-handles.ts';

/** DELETE /accounts/{id}/users/invitations/{id}: the invitation's link stops working at once (admins only). */
export function revokeInvitation(accountId: number, invitationId: number): Promise<void> {
  return apiSend(`/accounts/${accountId}/users/invitations/${invitationId}`, {
    method: 'DELETE',
    handles: USER_WRITE_HANDLES,
  });
}
