import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { z } from 'zod';
import { plainIssueMessage } from './zod-messages.ts';

/**
 * Stands in for zod's own text while parsing, so that the issues which got no message from the schema can be
 * told apart from the contracts' hand-written messages afterwards (a NUL never occurs in those).
 */
const NO_MESSAGE = '\u0000zod-default';

/** Marks validation failures that came from here, with field-relative plain-language messages. */
export const PLAIN_VALIDATION = Symbol.for('lodestar.plainValidation');

export interface PlainValidationError extends FastifySchemaValidationError {
  [PLAIN_VALIDATION]: true;
  /** The issue's path in the validated part (body, query or params). */
  path: string[];
}

export const isPlainValidationError = (value: unknown): value is PlainValidationError =>
  typeof value === 'object' &&
  value !== null &&
  (value as Record<symbol, unknown>)[PLAIN_VALIDATION] === true;

/**
 * The route validator: zod's parse, as fastify-type-provider-zod does, but every message a person reads is
 * plain language naming what was expected ('must be a whole number between 1 and 2147483647') instead of
 * zod's library text ('Too big: expected int to be <=9007199254740991'). Messages written in the contracts win.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { error: () => NO_MESSAGE, reportInput: true });
    if (result.success) return { value: result.data };
    const errors: PlainValidationError[] = result.error.issues.map((issue) => {
      const path = issue.path.map(String);
      return {
        [PLAIN_VALIDATION]: true,
        keyword: issue.code,
        instancePath: `/${path.join('/')}`,
        schemaPath: `#/${path.join('/')}/${issue.code}`,
        params: {},
        message: issue.message === NO_MESSAGE ? plainIssueMessage(issue, schema) : issue.message,
        path,
      };
    });
    return { error: errors };
  };
