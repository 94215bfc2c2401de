import { CSRF_HEADER, TIMEZONE_HEADER } from '@lodestar/contracts';

/** The user's time zone, so the server can answer dates in local time. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * Headers every call carries: the client marker the server requires on cookie-authenticated writes (CSRF
 * defence: a cross-site form cannot set it) and the time zone.
 */
export function requestHeaders(hasBody: boolean): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    [CSRF_HEADER]: 'web',
    [TIMEZONE_HEADER]: browserTimeZone(),
  });
  if (hasBody) headers.set('Content-Type', 'application/json');
  return headers;
}
