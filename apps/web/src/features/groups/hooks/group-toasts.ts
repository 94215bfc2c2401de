import { GROUP_TEXTS } from '@lodestar/contracts';
import { notifications } from '@mantine/notifications';
import { ApiError, messageOf } from '../../../api/api-error.ts';

/** A group write went through: the spec's words in green (spec 1 §8). */
export function showGroupSuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

/**
 * A group write failed: 'Access denied' when the role may not manage groups (spec 1 §6), else the server's
 * message (names already taken, trackers of another account...), else the screen's fallback.
 */
export function showGroupFailure(error: unknown, fallback: string): void {
  // a cancelled call says nothing, and a sign-out leaves the screen anyway
  if (error instanceof ApiError && (error.isCancelled || error.status === 401)) return;
  let message = messageOf(error, fallback);
  if (error instanceof ApiError && error.status === 403) message = GROUP_TEXTS.accessDenied;
  // our own fault or the database away: the spec's 'please try again' is the honest advice
  if (error instanceof ApiError && error.status >= 500) message = fallback;
  notifications.show({ color: 'red', message });
}
