import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';
import { frameworkErrorMessage } from './framework-errors.ts';
import { validationAnswer } from './validation-answer.ts';
import { isDatabaseUnavailable } from '../db/database-errors.ts';
import { sendDatabaseUnavailable } from './database-unavailable.ts';

/**
 * Shapes every failure as `{ message, errors? }`. Validation failures are 422 with per-field messages,
 * the framework's refusals (bad JSON, wrong media type, too large) their 4xx in plain words, our own faults 500
 * (logged with the request id, details never sent). Refusals before routing: framework-errors.ts.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    // the database is away (restarting, unreachable): 503 with Retry-After, not a fault of ours or the request's
    if (isDatabaseUnavailable(err)) return sendDatabaseUnavailable(reply, err);
    if (err instanceof HttpError) {
      if (err.headers) reply.headers(err.headers);
      return reply
        .status(err.statusCode)
        .send({ message: err.message, ...(err.errors && { errors: err.errors }) });
    }
    if (err.validation)
      return reply.status(422).send(validationAnswer(err.validation, err.validationContext));
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        frameworkErrorMessage(err) ??
        (err instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : err.message || 'The request was refused.');
      return reply.status(status).send({ message });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({ message: 'Server Error' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
