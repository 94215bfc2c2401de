import { setImmediate as afterAnswer } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SIGN_UP_TEXTS,
  TIMEZONE_HEADER,
  confirmEmailRequest,
  createAccountRequest,
  envelope,
  errorBody,
  messageResponse,
} from '@lodestar/contracts';
import { authenticated, requireUserSession } from '../session/auth.plugin.ts';
import { LINK_LIMITS, RequestLimiter, perIp, tooManyRequests } from '../password-reset/request-limits.ts';
import { confirmEmail, resendConfirmation, signUp } from './sign-up.service.ts';

const tags = ['Session'];

/** Sign-up and e-mail confirmation (issue 18; decision 0042). */
export const signUpRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  const limiter = new RequestLimiter(db);
  const publicUrl = app.config.PUBLIC_URL;

  app.post(
    '/create-account',
    {
      schema: {
        tags,
        summary:
          'Creates a user, their account (consumer or business) and admin membership, and mails a confirmation link; ' +
          'the same 202 when the address already has an account (its owner is told by mail)',
        security: [],
        body: createAccountRequest,
        response: { 202: envelope(messageResponse), 422: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const input = { ...request.body, email: request.body.email.toLowerCase() };
      const wait = await limiter.attempt([
        { limit: LINK_LIMITS.signUpPerAddress, subject: input.email },
        perIp(LINK_LIMITS.signUpPerIp, request.ip),
      ]);
      if (wait > 0)
        return reply
          .code(429)
          .header('retry-after', String(wait))
          .send({ message: tooManyRequests('sign-up attempts', wait) });
      const zone = request.headers[TIMEZONE_HEADER];
      const timezone = typeof zone === 'string' ? zone.slice(0, 64) : undefined;
      // the account is made after the answer, so a taken address answers exactly like a new one
      app.services.jobs.run('sign-up', async () => {
        await afterAnswer();
        await signUp(db, input, { publicUrl, timezone });
        app.services.outbox.kick();
      });
      return reply.code(202).send({ data: { message: SIGN_UP_TEXTS.signUpReceived } });
    },
  );

  app.put(
    '/confirm-email',
    {
      schema: {
        tags,
        summary: 'Confirms the address of a new account with its mailed link (once)',
        security: [],
        body: confirmEmailRequest,
        response: { 200: envelope(messageResponse), 410: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      await confirmEmail(db, request.body.token);
      return { data: { message: SIGN_UP_TEXTS.emailConfirmed } };
    },
  );

  app.post(
    '/confirm-email/resend',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Mails a new confirmation link for the signed-in user's address",
        response: { 200: envelope(messageResponse), 403: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const auth = requireUserSession(request);
      const wait = await limiter.attempt([
        { limit: LINK_LIMITS.resendPerUser, subject: String(auth.user.id) },
      ]);
      if (wait > 0)
        return reply
          .code(429)
          .header('retry-after', String(wait))
          .send({ message: tooManyRequests('confirmation mails', wait) });
      const result = await resendConfirmation(db, auth.user.id, publicUrl);
      if (result.queued) app.services.outbox.kick();
      return { data: { message: result.message } };
    },
  );
};
