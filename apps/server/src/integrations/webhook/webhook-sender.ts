import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { PermanentDeliveryError } from '../../jobs/outbox/delivery-errors.ts';
import type { StoredWebhook } from '../../jobs/outbox/enqueue-webhook.ts';
import type { ChannelSender } from '../../jobs/outbox/outbox-worker.ts';
import type { AllowedTargets } from './allowed-targets.ts';
import { resolveWebhookTarget, type ResolvedTarget, type Resolver } from './ssrf-guard.ts';
import { signWebhook } from './webhook-signature.ts';

export interface WebhookSenderOptions {
  allowed: AllowedTargets;
  /** Whole request, connect to last byte of the answer; default 10 s. */
  timeoutMs?: number;
  /** Name resolution (tests answer a name with loopback); default the system's. */
  resolve?: Resolver;
}

/** An answer's body is read only this far, for the reason of a failure. */
const MAX_ANSWER_BYTES = 4096;

/** A lookup that answers the address the guard checked, whatever name it is asked: no second resolution. */
function pinnedLookup(target: ResolvedTarget): LookupFunction {
  return (_host, options, callback) => {
    const cb = callback as (err: Error | null, address: unknown, family?: number) => void;
    if (options.all) cb(null, [{ address: target.address, family: target.family }]);
    else cb(null, target.address, target.family);
  };
}

function post(target: ResolvedTarget, headers: Record<string, string>, body: string, timeoutMs: number) {
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    // the timeout can strike while the answer is still arriving, too
    const fail = (err: Error) =>
      reject(err.name === 'AbortError' ? new Error(`no answer within ${timeoutMs / 1000} s`) : err);
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
    request.end(body);
  });
}

/**
 * The outbox's 'webhook' channel (docs/decisions/0047, docs/webhooks.md): POSTs the stored JSON body, signed, to
 * the checked address. 2xx is sent; a redirect or a 4xx other than 408/429 will not get better and is given up
 * with the status in the reason; 5xx, 408, 429, a timeout or a connection error is retried with backoff.
 */
export function createWebhookSender(opts: WebhookSenderOptions): ChannelSender {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  return async (payload, delivery) => {
    const webhook = payload as StoredWebhook;
    const target = await resolveWebhookTarget(webhook.url, opts.allowed, opts.resolve);
    const raw = JSON.stringify(webhook.body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': 'Lodestar-Webhook/1',
      'x-lodestar-delivery': String(delivery.id),
      'x-lodestar-timestamp': timestamp,
      'x-lodestar-signature': signWebhook(webhook.secret, timestamp, raw),
      ...(webhook.event && { 'x-lodestar-event': webhook.event }),
    };
    const { status, text } = await post(target, headers, raw, timeoutMs);
    if (status >= 200 && status < 300) return;
    const reason = `the receiver answered ${status}${text ? `: ${text}` : ''}`;
    if (status >= 500 || status === 408 || status === 429) throw new Error(reason);
    if (status >= 300 && status < 400)
      throw new PermanentDeliveryError(`${reason} (redirects are not followed)`);
    throw new PermanentDeliveryError(reason);
  };
}
