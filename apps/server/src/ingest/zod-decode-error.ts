import type { z } from 'zod';
import { DecodeError } from './position-report.ts';

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'object') return 'an object';
  return String(value);
}

/**
 * A body that failed its schema as a DecodeError whose message names the first bad field in the body's
 * own terms ('location.coords.latitude is missing'), with every bad field listed in `errors`. Zod's
 * generic texts ('expected number, received undefined') are rewritten because tracker owners read these.
 */
export function decodeErrorFromZod(error: z.ZodError, body: unknown): DecodeError {
  const messages = error.issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'body';
    const value = valueAt(body, issue.path);
    if (value === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_union')) {
      return { field, message: `${field} is missing` };
    }
    if (issue.code === 'invalid_type')
      return { field, message: `${field} must be ${issue.expected} (got ${describe(value)})` };
    if (issue.code === 'invalid_union')
      return { field, message: `${field} has the wrong type (got ${describe(value)})` };
    return { field, message: `${field}: ${issue.message}` };
  });
  const first = messages[0] ?? { field: 'body', message: 'The body is invalid' };
  const errors: Record<string, string[]> = {};
  for (const { field, message } of messages) (errors[field] ??= []).push(message);
  return new DecodeError(first.message, 'bad-request', first.field, errors);
}
