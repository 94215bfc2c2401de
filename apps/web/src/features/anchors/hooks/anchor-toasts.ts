import { ANCHOR_IMAGE_ERROR_TOAST_MS, ANCHOR_TEXTS } from '@lodestar/contracts';
import { notifications } from '@mantine/notifications';
import { ApiError, messageOf } from '../../../api/api-error.ts';

/** An anchor write went through: the spec's shared words in green (spec 1 §8). */
export function showAnchorSuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

/**
 * An anchor write failed: the server's message (a serial taken, an image refused by its bytes), else the
 * fallback (spec 1 §8 'BLE anchor save failure'). Our own faults and a database away get the fallback's
 * 'please try again', which is the honest advice then.
 */
export function showAnchorFailure(error: unknown, fallback: string): void {
  if (error instanceof ApiError && (error.isCancelled || error.status === 401)) return;
  let message = messageOf(error, fallback);
  if (error instanceof ApiError && error.status === 403 && !error.serverMessage)
    message = ANCHOR_TEXTS.accessDenied;
  if (error instanceof ApiError && error.status >= 500) message = fallback;
  notifications.show({ color: 'red', message });
}

/** A chosen file refused before upload, shown 10 seconds (spec 1 §5). */
export function showImageRefused(message: string): void {
  notifications.show({ color: 'red', message, autoClose: ANCHOR_IMAGE_ERROR_TOAST_MS });
}
