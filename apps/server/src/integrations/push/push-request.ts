import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedTarget } from '../webhook/ssrf-guard.ts';

/** The push service's answer: its status and the start of its body, for a failure's reason. */
export interface PushAnswer {
  status: number;
  text: string;
}

const MAX_ANSWER_BYTES = 2048;

/** Connects to the address the SSRF guard checked, whatever name the request carries (no second resolution). */
function checkedAddress(target: ResolvedTarget): LookupFunction {
  return (_host, options, callback) => {
    const answer = callback as (err: Error | null, address: unknown, family?: number) => void;
    if (options.all) answer(null, [{ address: target.address, family: target.family }]);
    else answer(null, target.address, target.family);
  };
}

/** POSTs an encrypted push message to a push service; rejects on a connection error or after `timeoutMs`. */
export function postToPushService(
  target: ResolvedTarget,
  headers: Record<string, string | number>,
  body: Buffer | null,
  timeoutMs: number,
): Promise<PushAnswer> {
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target.url,
      { method: 'POST', headers, lookup: checkedAddress(target), signal: AbortSignal.timeout(timeoutMs) },
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
        response.on('error', reject);
      },
    );
    request.on('error', (err: Error) =>
      reject(
        err.name === 'AbortError'
          ? new Error(`the push service did not answer within ${timeoutMs / 1000} s`)
          : err,
      ),
    );
    request.end(body ?? undefined);
  });
}
