import { setImmediate as afterAnswer } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SIGN_UP_TEXTS,
  envelope,
  errorBody,
  forgotPasswordRequest,
  messageResponse,
  resetPasswordRequest,
} from '@lodestar/contracts';
import { mailPasswordReset, resetPassword } from './password-reset.service.ts';
import { LINK_LIMITS, RequestLimiter, perIp, tooManyRequests } from './request-limits.ts';

const tags = ['Session'];

/** Forgotten and reset password (spec 3 §2.3, §7; decision 0042). Both are public. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  const limiter = new RequestLimiter(db);

  app.post(
    '/forgot-password',
    {
      schema: {
        tags,
        summary:
          'Mails a single-use link to reset the password; the same 202 whether or not the address is known',
        security: [],
        body: forgotPasswordRequest,
        response: { 202: envelope(messageResponse), 422: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const wait = await limiter.attempt([
        { limit: LINK_LIMITS.forgotPerAddress, subject: email },
        perIp(LINK_LIMITS.forgotPerIp, request.ip),
      ]);
      if (wait > 0)
        return reply
          .code(429)
          .header('retry-after', String(wait))
          .send({ message: tooManyRequests('password reset requests', wait) });
      // the look-up and the mail run after the answer, so a known address answers no slower than an unknown one
      app.services.jobs.run('password-reset mail', async () => {
        await afterAnswer();
        if (await mailPasswordReset(db, email, app.config.PUBLIC_URL)) app.services.outbox.kick();
      });
      return reply.code(202).send({ data: { message: SIGN_UP_TEXTS.resetRequested } });
    },
  );

  app.put(
    '/reset-password',
    {
      schema: {
        tags,
        summary: "Sets a new password with a mailed link (once); signs out all of the user's sessions",
        security: [],
        body: resetPasswordRequest,
        response: { 200: envelope(messageResponse), 410: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const userId = await resetPassword(db, request.body);
      // their sessions were revoked: sockets close now, on every instance
      app.services.realtime.sessionsEnded({ userIds: [userId] });
      return { data: { message: SIGN_UP_TEXTS.passwordReset } };
    },
  );
};
