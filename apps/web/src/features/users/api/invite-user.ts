import type { InviteUserRequest } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/http-client.ts';
import { USER_WRITE_HANDLES } from './user-write-handles.ts';
import { userKeys } from './user-keys.ts';

/** POST /accounts/{id}/users/invite: the invitee gets an e-mail with a link (admins only). */
export function inviteUser(accountId: number, body: InviteUserRequest): Promise<void> {
  return apiSend(`/accounts/${accountId}/users/invite`, {
    method: 'POST',
    body,
    handles: USER_WRITE_HANDLES,
  });
}

export function useInviteUser(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteUserRequest) => inviteUser(accountId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all(accountId) }),
  });
}
