import type { FastifyReply } from 'fastify';
import { IMITATION_COOKIE, SESSION_COOKIE } from '@lodestar/contracts';
import type { Config } from '../../config.ts';

type CookieName = typeof SESSION_COOKIE | typeof IMITATION_COOKIE;

/**
 * HttpOnly so page scripts never see the token; SameSite=Lax so other sites' requests carry no cookie on writes;
 * Domain from COOKIE_DOMAIN so the brand subdomains share the sign-in; Secure whenever the app is served over https.
 */
function baseOptions(config: Config) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.PUBLIC_URL.startsWith('https:'),
    ...(config.COOKIE_DOMAIN && { domain: config.COOKIE_DOMAIN }),
  };
}

export function setTokenCookie(
  reply: FastifyReply,
  config: Config,
  name: CookieName,
  token: string,
  maxAgeSeconds: number,
) {
  reply.setCookie(name, token, { ...baseOptions(config), maxAge: maxAgeSeconds });
}

export function clearTokenCookie(reply: FastifyReply, config: Config, name: CookieName) {
  reply.clearCookie(name, baseOptions(config));
}
