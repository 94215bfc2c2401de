import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { ApiError, messageOf } from '../api/api-error.ts';

interface LoadFailure {
  /** The page's query error and when it came: each failed reload says so again. */
  error: unknown;
  errorUpdatedAt: number;
  /** The link names nothing: the page says so itself, not in a toast. */
  notFound: boolean;
  /** Said when the server gave no message of its own. */
  fallback: string;
  /** How long the toast stays (spec 2 §9). */
  autoClose: number;
}

/**
 * A public link page's load failure (spec 2 §8): the page is open to people who may never sign in, so a failure
 * other than not-found is a red toast that stays, rather than the signed-in app's shared reaction. A cancelled
 * request is no failure.
 */
export function usePublicLoadFailureToast({
  error,
  errorUpdatedAt,
  notFound,
  fallback,
  autoClose,
}: LoadFailure) {
  useEffect(() => {
    if (!error || notFound || (error instanceof ApiError && error.isCancelled)) return;
    notifications.show({ color: 'red', message: messageOf(error, fallback), autoClose });
    // errorUpdatedAt: the same error again, from a later reload, is toasted again
  }, [error, errorUpdatedAt, notFound, fallback, autoClose]);
}
