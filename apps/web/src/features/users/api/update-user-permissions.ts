import type { UpdateMemberRequest } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/http-client.ts';
import { meQueryKey } from '../../../session/api/get-me.ts';
import { USER_WRITE_HANDLES } from './user-write-handles.ts';
import { userKeys } from './user-keys.ts';

/** PUT /accounts/{id}/users: a member's role and trackers, the member named by e-mail (admins only). */
export function updateUserPermissions(accountId: number, body: UpdateMemberRequest): Promise<void> {
  return apiSend(`/accounts/${accountId}/users`, { method: 'PUT', body, handles: USER_WRITE_HANDLES });
}

/** Saves, reloads the Users tab, and the current user too when they edited themselves (spec 3 §6). */
export function useUpdateUserPermissions(accountId: number, ownEmail: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMemberRequest) => updateUserPermissions(accountId, body),
    onSuccess: async (_answer, body) => {
      await queryClient.invalidateQueries({ queryKey: userKeys.all(accountId) });
      if (ownEmail && body.email.toLowerCase() === ownEmail.toLowerCase())
        await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
