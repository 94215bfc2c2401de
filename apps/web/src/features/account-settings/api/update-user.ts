import type { UserUpdateResponse } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';
import { meQueryKey } from '../../../session/api/get-me.ts';

export interface UserDetails {
  name: string;
  email: string;
  phone: string | null;
  timezone_id: number;
}

/**
 * PUT /users/{id}: the user's own name, email, phone and time zone. A new e-mail address is not stored yet: the
 * answer's meta names it and says a link went there (issue 26). The form shows field errors itself, and the 403 an
 * imitation gets for changing the e-mail and the 429 for too many changes as messages.
 */
export function updateUser(userId: number, details: UserDetails): Promise<UserUpdateResponse> {
  return apiRequestEnvelope(`/users/${userId}`, { method: 'PUT', body: details, handles: [403, 422, 429] });
}

/** Saves the details, then reloads the signed-in user so the menu and every screen show them. */
export function useUpdateUser(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: UserDetails) => updateUser(userId, details),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
