import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMITATION_COOKIE,
  SESSION_COOKIE,
  envelope,
  errorBody,
  loginRequest,
  temporaryTokenExchange,
  temporaryTokenResult,
  tokenResponse,
} from '@lodestar/contracts';
import { authenticated, requireAuth, requireUserSession } from './auth.plugin.ts';
import { LoginRateLimiter } from './login-rate-limit.ts';
import { clearTokenCookie, setTokenCookie } from './session-cookies.ts';
import { closeSessions, openSession, verifyCredentials } from './session.service.ts';
import { createTemporaryToken, exchangeTemporaryToken } from './temporary-token.service.ts';
import { imitationRoutes } from './imitation.routes.ts';
import { endImitation } from './imitation.service.ts';

const tags = ['Session'];

/** Sign-in, logout and the cross-host hand-over (spec 3 §7 "Session and user"). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  const { config } = app;
  const limiter = new LoginRateLimiter(db, config.LOGIN_RATE_LIMIT);

  app.post(
    '/token',
    {
      schema: {
        tags,
        summary: 'Sign in: answers a bearer token and sets the session cookie',
        security: [],
        body: loginRequest,
        response: { 200: envelope(tokenResponse), 403: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      // counted before the password is checked, so parallel guesses cannot all pass a check made before any failed
      const wait = await limiter.attempt(request.ip, email);
      if (wait > 0) {
        return reply
          .code(429)
          .header('retry-after', String(wait))
          .send({ message: `Too many sign-in attempts. Please try again in ${wait} seconds.` });
      }
      const user = await verifyCredentials(db, email, request.body.password);
      await limiter.succeeded(request.ip, email);
      const issued = await openSession(db, user);
      setTokenCookie(reply, config, SESSION_COOKIE, issued.token, issued.maxAgeSeconds);
      // a fresh sign-in is the person themselves: drop any imitation this browser still carries
      clearTokenCookie(reply, config, IMITATION_COOKIE);
      return { data: { token: issued.token } };
    },
  );

  app.delete(
    '/token',
    {
      schema: {
        tags,
        summary: 'Sign out: revokes the session (and an imitation) and clears the cookies',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const presented = [request.cookies[SESSION_COOKIE], request.cookies[IMITATION_COOKIE]].filter(
        (t): t is string => !!t,
      );
      // signing out of an imitation ends it, on every host it was handed over to, with its end entry
      const imitationEnded =
        auth.kind === 'imitation'
          ? await endImitation(db, auth, { ip: request.ip, requestId: request.id })
          : [];
      await closeSessions(db, auth.sessionId, auth.via === 'cookie' ? presented : []);
      // its sockets close now on every instance; the user's (and an imitating admin's) others are checked again
      const userIds = auth.actingAdminId === null ? [auth.user.id] : [auth.user.id, auth.actingAdminId];
      app.services.realtime.sessionsEnded({ sessionIds: [auth.sessionId, ...imitationEnded], userIds });
      clearTokenCookie(reply, config, SESSION_COOKIE);
      clearTokenCookie(reply, config, IMITATION_COOKIE);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/temporary-token',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: 'A one-time token (valid 60 s) that hands the current sign-in over to another host',
        response: { 200: envelope(tokenResponse) },
      },
    },
    async (request) => {
      const auth = requireUserSession(request);
      return { data: { token: await createTemporaryToken(db, auth) } };
    },
  );

  app.put(
    '/temporary-token',
    {
      schema: {
        tags,
        summary: 'Exchanges a temporary token (once) for a session or imitation on this host',
        security: [],
        body: temporaryTokenExchange,
        response: { 200: envelope(temporaryTokenResult), 401: errorBody },
      },
    },
    async (request, reply) => {
      const issued = await exchangeTemporaryToken(db, request.body.token);
      const cookie = issued.kind === 'imitation' ? IMITATION_COOKIE : SESSION_COOKIE;
      setTokenCookie(reply, config, cookie, issued.token, issued.maxAgeSeconds);
      return {
        data: issued.kind === 'imitation' ? { imitation_token: issued.token } : { token: issued.token },
      };
    },
  );

  await app.register(imitationRoutes);
};
