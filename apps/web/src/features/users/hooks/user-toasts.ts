import { notifications } from '@mantine/notifications';
import { ApiError, messageOf } from '../../../api/api-error.ts';

/** A Users tab write went through: the spec's words in green. */
export function showUserSuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

/** What a failed write says: the server's message when it sent one (spec 3 §8), else the dialog's fallback. */
export function userFailureText(error: unknown, fallback: string): string {
  // our own fault or the database away: the fallback's 'please try again' is the honest advice
  if (error instanceof ApiError && error.status >= 500) return fallback;
  return messageOf(error, fallback);
}

/** A failed write as a red toast, unless it was cancelled or the session ended (the sign-out says enough). */
export function showUserFailure(error: unknown, fallback: string): void {
  if (error instanceof ApiError && (error.isCancelled || error.status === 401)) return;
  notifications.show({ color: 'red', message: userFailureText(error, fallback) });
}
