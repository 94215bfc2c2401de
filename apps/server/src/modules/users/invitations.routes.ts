import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ACCOUNT_USERS_TEXTS as TEXTS,
  IDENTITY_TEXTS,
  IMITATION_COOKIE,
  SESSION_COOKIE,
  acceptInvitationRequest,
  acceptInvitationResponse,
  envelope,
  errorBody,
  invitationIdParams,
  invitationLookupRequest,
  invitationPreview,
  inviteUserRequest,
  pendingInvitation,
} from '@lodestar/contracts';
import { notFound } from '../../http/errors.ts';
import { parseRouteId } from '../accounts/route-id.ts';
import { RequestLimiter } from '../password-reset/request-limits.ts';
import { requireUserSession } from '../session/auth.plugin.ts';
import { clearTokenCookie, setTokenCookie } from '../session/session-cookies.ts';
import { acceptInvitation, lookupInvitation } from './invitation-accept.service.ts';
import {
  inviteUser,
  listPendingInvitations,
  resendInvitation,
  withdrawInvitation,
  type Inviter,
} from './invitations.service.ts';

const tags = ['Account users'];
const refusals = { 403: errorBody, 404: errorBody, 422: errorBody, 429: errorBody };
const message = z.object({ message: z.string() });

function invitationId(request: { params: { invitationId: string } }): number {
  const id = parseRouteId(request.params.invitationId);
  if (id === null) throw notFound(IDENTITY_TEXTS.invitationNotFound);
  return id;
}

/** Invitations inside an account the caller opened (decision 0043; listing, resending, revoking: issue 26). */
export const accountInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  const { outbox } = app.services;
  const limiter = new RequestLimiter(db);
  // a person's sign-in, whose own address decides whether they may send mail to others
  const inviter = (request: FastifyRequest): Inviter => ({
    access: request.account,
    emailConfirmed: requireUserSession(request).user.emailConfirmedAt !== null,
    limiter,
    publicUrl: app.config.PUBLIC_URL,
  });

  app.post(
    '/users/invite',
    {
      schema: {
        tags,
        summary:
          'Invite someone by e-mail (admins with a confirmed address; limited per account and per address): ' +
          'they accept through the link in the mail (valid 7 days)',
        body: inviteUserRequest,
        response: { 201: message, ...refusals },
      },
    },
    async (request, reply) => {
      await inviteUser(db, inviter(request), request.body);
      outbox.kick();
      return reply.code(201).send({ message: TEXTS.invited });
    },
  );

  app.get(
    '/users/invitations',
    {
      schema: {
        tags,
        summary: 'Invitations not yet accepted or revoked (admins), newest first; expired ones say so',
        response: { 200: envelope(z.array(pendingInvitation)), ...refusals },
      },
    },
    async (request) => {
      requireUserSession(request);
      return { data: await listPendingInvitations(db, request.account) };
    },
  );

  app.post(
    '/users/invitations/:invitationId/resend',
    {
      schema: {
        tags,
        summary: 'Mail a pending invitation again with a new link (admins); the old link stops working',
        params: invitationIdParams,
        response: { 201: message, ...refusals },
      },
    },
    async (request, reply) => {
      await resendInvitation(db, inviter(request), invitationId(request));
      outbox.kick();
      return reply.code(201).send({ message: IDENTITY_TEXTS.invitationResent });
    },
  );

  app.delete(
    '/users/invitations/:invitationId',
    {
      schema: {
        tags,
        summary: 'Revoke a pending invitation (admins): its link stops working at once',
        params: invitationIdParams,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      requireUserSession(request);
      await withdrawInvitation(db, request.account, invitationId(request));
      return reply.code(204).send(null);
    },
  );
};

/** The public half: the accept page's look-up and the acceptance. */
export const publicInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  const { config } = app;

  app.post(
    '/invitations/lookup',
    {
      schema: {
        tags,
        summary:
          'What an invitation link is for (public): account, name, whether the address has a proven sign-in',
        security: [],
        body: invitationLookupRequest,
        response: { 200: envelope(invitationPreview), 410: errorBody, 422: errorBody },
      },
    },
    async (request) => ({ data: await lookupInvitation(db, request.body.token) }),
  );

  app.put(
    '/accounts/:accountId/users/invite',
    {
      schema: {
        tags,
        summary:
          'Accept an invitation (public): anyone but a user with a confirmed address sets a password and is signed in',
        security: [],
        params: z.object({ accountId: z.string() }),
        body: acceptInvitationRequest,
        response: { 200: acceptInvitationResponse, 410: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const accountId = parseRouteId(request.params.accountId);
      if (accountId === null) throw notFound('Account not found.');
      const { maxAgeSeconds, endedSessionsOf, ...answer } = await acceptInvitation(
        db,
        accountId,
        request.body,
      );
      // whoever signed up with the address before its owner: their sockets close now, on every instance
      if (endedSessionsOf) app.services.realtime.sessionsEnded({ userIds: [endedSessionsOf] });
      if (answer.token && maxAgeSeconds) {
        setTokenCookie(reply, config, SESSION_COOKIE, answer.token, maxAgeSeconds);
        clearTokenCookie(reply, config, IMITATION_COOKIE);
      }
      return answer;
    },
  );
};
