import type { PasswordChange } from '@lodestar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../api/http-client.ts';

/**
 * POST /password: sets a new password for the signed-in user, who gives the current one. A 403 (an internal admin
 * imitating the user may not), a 422 (wrong current password, under its field) and a 429 (too many attempts) are
 * the form's to show, not reasons to leave for an error page.
 */
export function changePassword(change: PasswordChange): Promise<void> {
  return apiSend('/password', { method: 'POST', body: change, handles: [403, 422, 429] });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
