import type { Config } from '../config.ts';
import { brandOrigin } from '../http/brand-links.ts';

/** `scheme://host:port` as a browser writes it in Origin (default ports left out, host lower-cased), or null. */
const originOf = (value: string): string | null => {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/** How the request reached us: the scheme Fastify saw (X-Forwarded-Proto when TRUST_PROXY) and the Host header. */
export interface RequestAddress {
  protocol: string;
  host: string | undefined;
}

/**
 * The origins the web app is served from: the public address; the two brand hosts on the public address's scheme
 * and port (the brand hand-over keeps scheme and port, brand-hand-over.ts), unless a brand host names its own
 * port; and the address this request came to (a dev server's proxy, a LAN address).
 */
export function servedOrigins(
  request: RequestAddress,
  config: Pick<Config, 'BUSINESS_HOST' | 'CONSUMER_HOST' | 'PUBLIC_URL'>,
): Set<string> {
  const publicUrl = new URL(config.PUBLIC_URL);
  const candidates = [
    config.PUBLIC_URL,
    brandOrigin(publicUrl, config.BUSINESS_HOST),
    brandOrigin(publicUrl, config.CONSUMER_HOST),
    request.host ? `${request.protocol}://${request.host}` : '',
  ];
  return new Set(candidates.map(originOf).filter((o): o is string => o !== null));
}

/**
 * Cross-site WebSocket hijacking defence for cookie sign-ins: browsers send the session cookie with a socket
 * opened by any page and the same-origin policy does not apply, so the page's Origin must be exactly one of the
 * origins we serve: scheme, host and port. Another port on our host is another site (any local program could
 * serve a page there). No Origin means no browser, which cannot be made to carry someone's cookie; Origin
 * "null" is refused.
 */
export function isOriginAllowed(
  origin: string | undefined,
  request: RequestAddress,
  config: Pick<Config, 'BUSINESS_HOST' | 'CONSUMER_HOST' | 'PUBLIC_URL'>,
): boolean {
  if (origin === undefined) return true;
  // exactly as a browser writes it: a path, a default port spelled out or upper case is no browser's Origin
  return originOf(origin) === origin && servedOrigins(request, config).has(origin);
}
