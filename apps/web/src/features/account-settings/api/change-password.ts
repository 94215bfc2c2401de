import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../api/http-client.ts';

export interface PasswordChange {
  password: string;
  password_confirmation: string;
}

/** POST /password: sets a new password for the signed-in user. */
export function changePassword(change: PasswordChange): Promise<void> {
  return apiSend('/password', { method: 'POST', body: change, handles: [422] });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
