import { PermanentDeliveryError } from '../../jobs/outbox/delivery-errors.ts';
import type { StoredWebhook } from '../../jobs/outbox/enqueue-webhook.ts';
import type { ChannelSender } from '../../jobs/outbox/outbox-worker.ts';
import type { AllowedTargets } from './allowed-targets.ts';
import { postToCheckedTarget } from './checked-post.ts';
import { resolveWebhookTarget, type Resolver } from './ssrf-guard.ts';
import { signWebhook } from './webhook-signature.ts';

export interface WebhookSenderOptions {
  allowed: AllowedTargets;
  /** Whole request, connect to last byte of the answer; default 10 s. */
  timeoutMs?: number;
  /** Name resolution (tests answer a name with loopback); default the system's. */
  resolve?: Resolver;
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
    const { status, text } = await postToCheckedTarget(
      target,
      headers,
      raw,
      timeoutMs,
      `no answer within ${timeoutMs / 1000} s`,
    );
    if (status >= 200 && status < 300) return;
    const reason = `the receiver answered ${status}${text ? `: ${text}` : ''}`;
    if (status >= 500 || status === 408 || status === 429) throw new Error(reason);
    if (status >= 300 && status < 400)
      throw new PermanentDeliveryError(`${reason} (redirects are not followed)`);
    throw new PermanentDeliveryError(reason);
  };
}
