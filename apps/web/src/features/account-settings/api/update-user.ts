import type { User } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { meQueryKey } from '../../../session/api/get-me.ts';

export interface UserDetails {
  name: string;
  email: string;
  phone: string | null;
  timezone_id: number;
}

/**
 * PUT /users/{id}: the user's own name, email, phone and time zone. The form shows field errors itself, and the 403
 * an imitation gets for changing the e-mail as a message.
 */
export function updateUser(userId: number, details: UserDetails): Promise<User> {
  return apiRequest(`/users/${userId}`, { method: 'PUT', body: details, handles: [403, 422] });
}

/** Saves the details, then reloads the signed-in user so the menu and every screen show them. */
export function useUpdateUser(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: UserDetails) => updateUser(userId, details),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
