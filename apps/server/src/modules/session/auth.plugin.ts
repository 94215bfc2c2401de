import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER, IMITATION_COOKIE, SESSION_COOKIE } from '@lodestar/contracts';
import { forbidden, unauthenticated } from '../../http/errors.ts';
import { hashToken } from './tokens.ts';
import { findLiveSession, touchSession, type SessionKind } from './session.repository.ts';
import type { users } from '../../db/schema/index.ts';

export interface AuthContext {
  user: typeof users.$inferSelect;
  sessionId: number;
  kind: SessionKind;
  /** The internal admin acting as `user` during an imitation. */
  actingAdminId: number | null;
  /** Set for an account API token: the only account it may touch. */
  tokenAccountId: number | null;
  via: 'cookie' | 'bearer';
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Bearer header first; else the imitation cookie, which takes precedence over the normal session cookie. */
function presentedToken(request: FastifyRequest): { token: string; via: 'cookie' | 'bearer' } | null {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) {
    const token = header.slice(7).trim();
    if (token) return { token, via: 'bearer' };
  }
  const cookieToken = request.cookies[IMITATION_COOKIE] || request.cookies[SESSION_COOKIE];
  return cookieToken ? { token: cookieToken, via: 'cookie' } : null;
}

/**
 * Resolves who is calling on every /api request (request.auth, or null) and enforces the CSRF rule:
 * a cookie-authenticated write must carry the client header, which a cross-site form cannot set.
 */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const presented = presentedToken(request);
    if (!presented) return;
    const db = app.services.database.db;
    const found = await findLiveSession(db, hashToken(presented.token));
    // temporary tokens only hand a session over (PUT /temporary-token); they never authenticate a request
    if (!found || found.session.kind === 'temporary') return;
    if (presented.via === 'cookie' && !SAFE_METHODS.has(request.method) && !request.headers[CSRF_HEADER]) {
      throw forbidden('Missing the client header required for cookie-authenticated writes.');
    }
    request.auth = {
      user: found.user,
      sessionId: found.session.id,
      kind: found.session.kind,
      actingAdminId: found.session.actingAdminId,
      tokenAccountId: found.session.accountId,
      via: presented.via,
    };
    // last_used_at is informational: at most one write a minute per session keeps reads cheap
    const last = found.session.lastUsedAt?.getTime() ?? 0;
    if (Date.now() - last > 60_000) await touchSession(db, found.session.id);
  });
});

/** The signed-in caller, or a 401. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** Only internal admins (is_gpx_admin) acting as themselves. */
export function requireInternalAdmin(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  if (!auth.user.isGpxAdmin || auth.kind === 'imitation') throw forbidden();
  return auth;
}

export type { FastifyReply };
