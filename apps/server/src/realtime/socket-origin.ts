import type { Config } from '../config.ts';

const hostnameOf = (value: string) => {
  try {
    return new URL(value.includes('://') ? value : `http://${value}`).hostname;
  } catch {
    return null;
  }
};

/**
 * Cross-site WebSocket hijacking defence for cookie sign-ins: browsers send the session cookie with a socket
 * opened by any page and the same-origin policy does not apply, so the page's Origin must be one of ours (a
 * brand host, the public address, or the host the request came to). Compared by host name, as cookies are.
 * No Origin means no browser, which cannot be made to carry someone's cookie; Origin "null" is refused.
 */
export function isOriginAllowed(
  origin: string | undefined,
  requestHost: string | undefined,
  config: Pick<Config, 'BUSINESS_HOST' | 'CONSUMER_HOST' | 'PUBLIC_URL'>,
): boolean {
  if (origin === undefined) return true;
  const from = hostnameOf(origin);
  if (!from || !origin.includes('://')) return false;
  const ours = [config.BUSINESS_HOST, config.CONSUMER_HOST, config.PUBLIC_URL, requestHost ?? '']
    .filter((h) => h !== '')
    .map(hostnameOf);
  return ours.includes(from);
}
