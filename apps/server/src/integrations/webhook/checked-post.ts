import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedTarget } from './ssrf-guard.ts';

/** The answer of a target the server POSTed to: its status and the start of its body, for a failure's reason. */
export interface CheckedAnswer {
  status: number;
  text: string;
}

/** An answer's body is read only this far. */
const MAX_ANSWER_BYTES = 4096;

/** A lookup that answers the address the guard checked, whatever name it is asked: no second resolution. */
function pinnedLookup(target: ResolvedTarget): LookupFunction {
  return (_host, options, callback) => {
    const cb = callback as (err: Error | null, address: unknown, family?: number) => void;
    if (options.all) cb(null, [{ address: target.address, family: target.family }]);
    else cb(null, target.address, target.family);
  };
}

/**
 * POSTs to a URL the SSRF guard resolved and checked (webhooks, push services), connecting to the checked address
 * (no DNS rebinding between check and connect) and following no redirect. Rejects on a connection error, or after
 * `timeoutMs` with `timeoutText` — which can strike while the answer is still arriving, too.
 */
export function postToCheckedTarget(
  target: ResolvedTarget,
  headers: Record<string, string | number>,
  body: string | Buffer | null,
  timeoutMs: number,
  timeoutText: string,
): Promise<CheckedAnswer> {
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const fail = (err: Error) => reject(err.name === 'AbortError' ? new Error(timeoutText) : err);
    const request = client.request(
      target.url,
      { method: 'POST', headers, lookup: pinnedLookup(target), signal: AbortSignal.timeout(timeoutMs) },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < MAX_ANSWER_BYTES) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8').slice(0, 200),
          }),
        );
        response.on('error', fail);
      },
    );
    request.on('error', fail);
    request.end(body ?? undefined);
  });
}
