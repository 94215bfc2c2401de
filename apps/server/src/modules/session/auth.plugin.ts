import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER, IMITATION_COOKIE, SESSION_COOKIE } from '@lodestar/contracts';
import { forbidden, unauthenticated } from '../../http/errors.ts';
import { hashToken } from './tokens.ts';
import { findLiveSession, touchSession } from './session.repository.ts';
import type { Db } from '../../db/database.ts';
import type { AuthContext } from './auth-context.ts';
import { imitationAuditPlugin } from '../audit/imitation-audit.plugin.ts';

export type { AuthContext };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The tokens to try, best first: the bearer header alone when present; else the imitation cookie, which takes
 * precedence over the normal session cookie. A stale imitation cookie falls through to the session cookie, so an
 * expired imitation never signs the admin out.
 */
function presentedTokens(request: FastifyRequest): { tokens: string[]; via: 'cookie' | 'bearer' } | null {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) {
    const token = header.slice(7).trim();
    if (token) return { tokens: [token], via: 'bearer' };
  }
  const tokens = [request.cookies[IMITATION_COOKIE], request.cookies[SESSION_COOKIE]].filter(
    (t): t is string => !!t,
  );
  return tokens.length ? { tokens, via: 'cookie' } : null;
}

async function firstLiveSession(db: Db, tokens: string[]) {
  for (const token of tokens) {
    const found = await findLiveSession(db, hashToken(token));
    // temporary tokens only hand a session over (PUT /temporary-token); they never authenticate a request
    if (found && found.session.kind !== 'temporary') return found;
  }
  return undefined;
}

/**
 * Resolves who is calling on every /api request (request.auth, or null) and enforces the CSRF rule:
 * a cookie-authenticated write must carry the client header, which a cross-site form cannot set.
 */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('auth', null);
  // set by the account scope (accounts.routes.ts, typed in account-access.ts); declared here once so every
  // request has the same shape
  app.decorateRequest('account', null as unknown as FastifyRequest['account']);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const presented = presentedTokens(request);
    if (!presented) return;
    const db = app.services.database.db;
    const found = await firstLiveSession(db, presented.tokens);
    if (!found) return;
    if (presented.via === 'cookie' && !SAFE_METHODS.has(request.method) && !request.headers[CSRF_HEADER]) {
      throw forbidden('Missing the client header required for cookie-authenticated writes.');
    }
    request.auth = {
      user: found.user,
      sessionId: found.session.id,
      kind: found.session.kind,
      actingAdminId: found.session.actingAdminId,
      imitationId:
        found.session.kind === 'imitation' ? (found.session.imitationId ?? found.session.id) : null,
      tokenAccountId: found.session.accountId,
      via: presented.via,
    };
    // last_used_at is informational: at most one write a minute per session keeps reads cheap
    const last = found.session.lastUsedAt?.getTime() ?? 0;
    if (Date.now() - last > 60_000) await touchSession(db, found.session.id);
  });
  // after the hook above, so it sees request.auth
  await app.register(imitationAuditPlugin);
});

/** The signed-in caller, or a 401. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/**
 * A person's sign-in (session or imitation), not an account API token. Credentials, imitation and hand-overs
 * stay out of reach of API tokens: a leaked integration token must not become a full sign-in.
 */
export function requireUserSession(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  if (auth.kind === 'api') throw forbidden('An account API token cannot do this.');
  return auth;
}

/**
 * The person's own sign-in, for what takes over an identity: the password, the e-mail address (which resets it) and
 * an account API token. An imitation is refused (decision 0024): the admin could otherwise set the user's password
 * and sign in as them with no trace of the imitation; an API token is refused as in requireUserSession.
 */
export function requireOwnSignIn(request: FastifyRequest, what: string): AuthContext {
  const auth = requireUserSession(request);
  if (auth.kind === 'imitation') throw forbidden(imitationCannotChange(what));
  return auth;
}

/** Why an imitation was refused, with what the admin can do instead. */
export const imitationCannotChange = (what: string) =>
  `While imitating a user you cannot change their ${what}. Ask them to change it themselves.`;

/** Only internal admins (is_gpx_admin) signed in as themselves (not imitating, not with an API token). */
export function requireInternalAdmin(request: FastifyRequest, message?: string): AuthContext {
  const auth = requireAuth(request);
  if (!auth.user.isGpxAdmin || auth.kind !== 'session') throw forbidden(message);
  return auth;
}

export type { FastifyReply };

/**
 * Route-level onRequest hook: refuses anonymous callers before the body is parsed and validated,
 * so a request without a session gets 401 whatever it sent.
 */
export async function authenticated(request: FastifyRequest): Promise<void> {
  requireAuth(request);
}
