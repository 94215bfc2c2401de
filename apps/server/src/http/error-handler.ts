import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './errors.ts';
import { isDatabaseUnavailable } from '../db/database-errors.ts';
import { sendDatabaseUnavailable } from './database-unavailable.ts';

/**
 * Shapes every failure as `{ message, errors? }`. Validation failures are 422 with per-field messages,
 * malformed bodies 400, our own faults 500 (logged with the request id, details never sent).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    // the database is away (restarting, unreachable): 503 with Retry-After, not a fault of ours or the request's
    if (isDatabaseUnavailable(err)) return sendDatabaseUnavailable(reply, err);
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({ message: err.message, ...(err.errors && { errors: err.errors }) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string[]> = {};
      for (const issue of err.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        (errors[field] ??= []).push(issue.message ?? 'is invalid');
      }
      const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
      return reply.status(422).send({ message: first, errors });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'The request body is too large.'
            : err.message;
      return reply.status(status).send({ message });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({ message: 'Server Error' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
