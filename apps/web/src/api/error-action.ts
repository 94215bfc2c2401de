import { CANCELLED_STATUS } from './api-error.ts';

/** What the app does about a failed call on its own, whatever screen made it (spec 1 §8, spec 3 §8). */
export type ErrorAction = 'sign-in' | 'forbidden' | 'not-found' | 'server-error' | 'unavailable';

/** The nearest-geofence lookup answers 404 when there is none near; that is an answer, not a missing page. */
const NEAREST_GEOFENCE_PATH = /\/geofence\/nearest(?:[/?#]|$)/;

/**
 * The shared reaction to a failed call: 401 signs the user out, 403 opens the Forbidden page, 404 the Not Found
 * page (except the nearest-geofence lookup), 503 (the server cannot reach its database for a while) shows the
 * database notice, which goes by itself when it is back, rather than a toast asking to reload; any other 5xx shows
 * the refresh toast. Cancelled requests (499), network
 * failures and other 4xx get nothing here: the screen that asked shows its own message.
 */
export function decideErrorAction(status: number, path: string): ErrorAction | null {
  if (status === CANCELLED_STATUS) return null;
  if (status === 401) return 'sign-in';
  if (status === 403) return 'forbidden';
  if (status === 404) return NEAREST_GEOFENCE_PATH.test(path) ? null : 'not-found';
  if (status === 503) return 'unavailable';
  if (status >= 500 && status <= 599) return 'server-error';
  return null;
}
