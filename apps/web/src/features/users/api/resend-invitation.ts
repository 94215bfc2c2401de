import { apiSend } from '../../../api/http-client.ts';
import { USER_WRITE_HANDLES } from './user-write-handles.ts';

/** POST /accounts/{id}/users/invitations/{id}/resend: a new link for the same person; the old one stops working. */
export function resendInvitation(accountId: number, invitationId: number): Promise<void> {
  return apiSend(`/accounts/${accountId}/users/invitations/${invitationId}/resend`, {
    method: 'POST',
    handles: USER_WRITE_HANDLES,
  });
}
