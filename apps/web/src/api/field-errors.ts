import { ApiError } from './api-error.ts';

/**
 * The server's field errors (422) as form errors: the first message of each field, under the form's own field
 * names where they differ from the API's.
 */
export function fieldErrors(error: unknown, renames: Record<string, string> = {}): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    if (messages[0]) result[renames[field] ?? field] = messages[0];
  }
  return result;
}
