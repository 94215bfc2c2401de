import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../api/http-client.ts';

export interface PasswordChange {
  password: string;
  password_confirmation: string;
}

/**
 * POST /password: sets a new password for the signed-in user. A 403 (an internal admin imitating the user may not)
 * is the form's to show as a message, not a reason to leave for the Forbidden page.
 */
export function changePassword(change: PasswordChange): Promise<void> {
  return apiSend('/password', { method: 'POST', body: change, handles: [403, 422] });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
