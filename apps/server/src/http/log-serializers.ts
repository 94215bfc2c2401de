import type { FastifyRequest } from 'fastify';

// query values that grant something: e-mailed links (?token=), and ingest keys
const SECRET_PARAMS = new Set(['token', 'key', 'secret', 'password', 'api_token', 'imitation_token']);

/** The request URL with the values of secret-bearing query parameters replaced, fit for a log line. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const name of [...params.keys()])
    if (SECRET_PARAMS.has(name.toLowerCase())) {
      params.set(name, 'REDACTED');
      changed = true;
    }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

/**
 * The request as Fastify logs it, minus secrets: the reset, confirmation and invitation pages are opened with
 * their single-use token in the address, and a log must not become a way into someone's account.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
    };
  },
};
