import type { FastifyRequest } from 'fastify';

/**
 * Folds `device_ids[]=1&device_ids[]=2` into `device_ids`, the array form many HTTP clients (axios, PHP-style
 * serialisers) send, so the query schemas only know the plain names.
 */
export async function foldBracketKeys(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query) return;
  for (const key of Object.keys(query)) {
    if (!key.endsWith('[]')) continue;
    const name = key.slice(0, -2);
    const values = [query[name], query[key]].flat().filter((v) => v !== undefined);
    query[name] = values;
    delete query[key];
  }
}
