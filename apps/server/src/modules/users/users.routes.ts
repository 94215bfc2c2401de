import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  errorBody,
  me,
  meQuery,
  passwordChange,
  timezone,
  user,
  userUpdate,
} from '@lodestar/contracts';
import { notFound } from '../../http/errors.ts';
import { authenticated, requireAuth, requireOwnSignIn, requireUserSession } from '../session/auth.plugin.ts';
import { parseRouteId } from '../accounts/route-id.ts';
import { loadMe } from './me.service.ts';
import { changePassword, updateProfile } from './users.service.ts';
import { listTimezones } from './users.repository.ts';

const tags = ['User'];

/** The signed-in user: who am I, my details, my password, and the time zone list for the settings form. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

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
        summary: 'Update your own name, email, phone and time zone (an imitation cannot change the email)',
        params: z.object({ id: z.string() }),
        body: userUpdate,
        response: { 200: envelope(user), 403: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const auth = requireUserSession(request);
      const id = parseRouteId(request.params.id);
      if (id === null) throw notFound('User not found.');
      return { data: await updateProfile(db, auth, id, request.body) };
    },
  );

  app.post(
    '/password',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Change the current user's password; signs out their other sessions",
        body: passwordChange,
        response: { 204: z.null(), 403: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const auth = requireOwnSignIn(request, 'password');
      await changePassword(db, auth, request.body.password);
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
