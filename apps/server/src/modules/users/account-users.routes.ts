import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_USERS_TEXTS as TEXTS,
  accountMember,
  accountUsersQuery,
  envelope,
  errorBody,
  pageMeta,
  updateMemberRequest,
  userDetails,
} from '@lodestar/contracts';
import { notFound } from '../../http/errors.ts';
import { resolveAccountAccess } from '../accounts/account-access.ts';
import { accountScope } from '../accounts/accounts.routes.ts';
import { parseRouteId } from '../accounts/route-id.ts';
import { authenticated, requireAuth, requireUserSession } from '../session/auth.plugin.ts';
import { listMembers, removeMember, updateMember, USER_NOT_FOUND } from './account-users.service.ts';
import { accountInvitationRoutes, publicInvitationRoutes } from './invitations.routes.ts';
import { getUserDetails } from './user-details.service.ts';

const tags = ['Account users'];
const refusals = { 403: errorBody, 404: errorBody, 422: errorBody };
const message = z.object({ message: z.string() });

/** The Users tab (spec 3 §2.4, §7 Users; decision 0043): members, invitations, permissions, removal. */
const accountUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  const { realtime } = app.services;

  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: "The account's members and roles (admin and all roles); page/per_page: one page with meta",
        querystring: accountUsersQuery,
        response: { 200: z.object({ data: z.array(accountMember), meta: pageMeta.optional() }), ...refusals },
      },
    },
    async (request) => listMembers(db, request.account, request.query),
  );

  app.put(
    '/users',
    {
      schema: {
        tags,
        summary: "Change a member's role and trackers (admins); the last admin keeps the role",
        body: updateMemberRequest,
        response: { 200: message, ...refusals },
      },
    },
    async (request) => {
      requireUserSession(request);
      const userId = await updateMember(db, request.account, request.body);
      // their sockets see only what the new role allows, at once, on every instance
      realtime.sessionsEnded({ userIds: [userId] });
      return { message: TEXTS.updated };
    },
  );

  app.delete(
    '/users/:userId',
    {
      schema: {
        tags,
        summary: 'Remove a member (admins): their access to the account and its API tokens end at once',
        params: z.object({ userId: z.string() }),
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      requireUserSession(request);
      const userId = parseRouteId(request.params.userId);
      if (userId === null) throw notFound(USER_NOT_FOUND);
      await removeMember(db, request.account, userId);
      realtime.sessionsEnded({ userIds: [userId] });
      return reply.code(204).send(null);
    },
  );
};

/** Calls that name a user rather than being asked inside an account the caller opened. */
const directRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  app.get(
    '/users/:id',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary:
          'A user with the accounts you share with them (yourself, their account admins, internal admins)',
        params: z.object({ id: z.string() }),
        response: { 200: envelope(userDetails), 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      // an account API token answers only while it may act in its account (decision 0044)
      if (auth.tokenAccountId !== null) await resolveAccountAccess(db, request, auth.tokenAccountId);
      const id = parseRouteId(request.params.id);
      if (id === null) throw notFound(USER_NOT_FOUND);
      return { data: await getUserDetails(db, auth, id) };
    },
  );
};

export const accountUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountScope(accountUserRoutes));
  await app.register(accountScope(accountInvitationRoutes));
  await app.register(directRoutes);
  await app.register(publicInvitationRoutes);
};
