import { setImmediate as afterAnswer } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IDENTITY_TEXTS,
  envelope,
  errorBody,
  me,
  meQuery,
  passwordChange,
  timezone,
  userUpdate,
  userUpdateResponse,
} from '@lodestar/contracts';
import { notFound } from '../../http/errors.ts';
import { authenticated, requireAuth, requireOwnSignIn, requireUserSession } from '../session/auth.plugin.ts';
import { parseRouteId } from '../accounts/route-id.ts';
import { RequestLimiter } from '../password-reset/request-limits.ts';
import { requestEmailChange } from './email-change.service.ts';
import { loadMe } from './me.service.ts';
import { changePassword, updateProfile } from './users.service.ts';
import { listTimezones } from './users.repository.ts';

const tags = ['User'];

/** The signed-in user: who am I, my details, my password, and the time zone list for the settings form. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  const limiter = new RequestLimiter(db);

  app.get(
    '/me',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: 'The current user with accounts, roles and imitation state',
        querystring: meQuery,
        response: { 200: envelope(me) },
      },
    },
    async (request) => ({
      data: await loadMe(db, requireAuth(request), app.config.APP_SECRET, request.query.account),
    }),
  );

  app.put(
    '/users/:id',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary:
          'Update your own name, phone and time zone; a new email is mailed a link and changes when it is opened ' +
          '(meta.pending_email; the same answer whether or not the address is taken; an imitation cannot change it)',
        params: z.object({ id: z.string() }),
        body: userUpdate,
        response: { 200: userUpdateResponse, 403: errorBody, 404: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const auth = requireUserSession(request);
      const id = parseRouteId(request.params.id);
      if (id === null) throw notFound('User not found.');
      const { user, pendingEmail } = await updateProfile(db, auth, id, request.body, limiter);
      if (!pendingEmail) return { data: user };
      // after the answer, so a taken address answers exactly like a free one (issue 26 item 2)
      app.services.jobs.run('e-mail change', async () => {
        await afterAnswer();
        await requestEmailChange(db, user.id, pendingEmail, app.config.PUBLIC_URL);
        app.services.outbox.kick();
      });
      return {
        data: user,
        meta: { pending_email: pendingEmail, message: IDENTITY_TEXTS.emailChangeSent(pendingEmail) },
      };
    },
  );

  app.post(
    '/password',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary:
          "Change the current user's password (the current one is required); signs out their other sessions",
        body: passwordChange,
        response: { 204: z.null(), 403: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const auth = requireOwnSignIn(request, 'password');
      await changePassword(db, auth, request.body, limiter);
      // the other sessions were revoked: their sockets close now, on every instance
      app.services.realtime.sessionsEnded({ userIds: [auth.user.id] });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/timezones',
    {
      schema: {
        tags,
        summary: 'Time zones for the account settings form',
        response: { 200: envelope(z.array(timezone)) },
      },
    },
    async (request) => {
      requireAuth(request);
      return { data: await listTimezones(db) };
    },
  );
};
