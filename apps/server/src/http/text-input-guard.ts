import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INGEST_PATH_PREFIX } from '../ingest/ingest-credentials.ts';
import { HttpError } from './errors.ts';

/** With the u flag a surrogate range matches only halves that are not part of a pair. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * Why a string cannot be stored, or null when it can. PostgreSQL refuses U+0000 in text and jsonb (a 500 from
 * deep inside a query), and a lone UTF-16 surrogate has no UTF-8 form: the driver would silently store U+FFFD.
 */
export function unstorableText(value: string): string | null {
  if (value.includes('\u0000')) return 'must not contain a NUL character (\\u0000)';
  if (LONE_SURROGATE.test(value)) return 'must not contain a lone surrogate (invalid Unicode)';
  return null;
}

/** Binary data and streams (an upload's file) are not text; parsed JSON, query and params are plain records. */
function holdsText(value: object): boolean {
  return !ArrayBuffer.isView(value) && typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/**
 * The first unstorable string (value or object key) in `root`, with its path. Walked without recursion, each
 * object once: a deeply nested body cannot overflow the stack, and an upload's parts (which refer to each
 * other) cannot loop.
 */
export function findUnstorableText(
  root: unknown,
  rootPath: string,
): { field: string; problem: string } | null {
  const stack: Array<[unknown, string]> = [[root, rootPath]];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      const problem = unstorableText(value);
      if (problem) return { field: path || 'body', problem };
      continue;
    }
    if (value === null || typeof value !== 'object' || seen.has(value)) continue;
    seen.add(value);
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], path ? `${path}.${i}` : String(i)]);
    } else if (holdsText(value)) {
      for (const [key, item] of Object.entries(value)) {
        const keyProblem = unstorableText(key);
        // the key is named as the client sent it, made visible
        if (keyProblem)
          return { field: JSON.stringify(key).slice(1, -1), problem: `is a field name that ${keyProblem}` };
        stack.push([item, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

function refuseUnstorableText(request: FastifyRequest): void {
  if (request.url.startsWith(INGEST_PATH_PREFIX)) return;
  const found =
    findUnstorableText(request.params, '') ??
    findUnstorableText(request.query, '') ??
    findUnstorableText(request.body, '');
  if (!found) return;
  throw new HttpError(422, `${found.field} ${found.problem}.`, { [found.field]: [`${found.problem}.`] });
}

/**
 * Every text input (path parameters, query, parsed body) passes here before validation, on every route of
 * `app`: one place refuses what the database cannot hold, naming the field, instead of each schema or
 * repository having to remember it.
 *
 * Tracker ingest is left to its decoders, which read raw text themselves (a JSON body arrives as a string)
 * and follow a different rule: a fix with usable time and coordinates is stored and an unreadable auxiliary
 * field is dropped (issue 14 item 3), while an identifier with control characters is refused with 400.
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => refuseUnstorableText(request));
}
