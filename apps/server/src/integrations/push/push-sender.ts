import webPush from 'web-push';
import type { Db } from '../../db/database.ts';
import { PermanentDeliveryError } from '../../jobs/outbox/delivery-errors.ts';
import type { ChannelSender } from '../../jobs/outbox/outbox-worker.ts';
import type { PushTarget, StoredPush } from '../../modules/push/enqueue-push.ts';
import {
  deletePushSubscriptionByEndpoint,
  findPushSubscription,
} from '../../modules/push/push-subscriptions.repository.ts';
import type { VapidKeys } from '../../modules/push/vapid-keys.repository.ts';
import type { AllowedTargets } from '../webhook/allowed-targets.ts';
import { resolveWebhookTarget, type Resolver } from '../webhook/ssrf-guard.ts';
import { postToPushService } from './push-request.ts';

export interface PushSenderOptions {
  db: Db;
  vapidKeys: () => Promise<VapidKeys>;
  /** The VAPID subject: how the push service reaches the operator (an https URL or a mailto: address). */
  subject: string;
  /** Push endpoints are browser-given URLs: the webhook SSRF guard and its operator allow list apply to them. */
  allowed: AllowedTargets;
  /** How long a push service may take to answer; default 10 s. */
  timeoutMs?: number;
  resolve?: Resolver;
}

/** How long the push service keeps a message for a browser that is offline (a day: an alert older is stale). */
const TIME_TO_LIVE_SECONDS = 24 * 3600;

async function targetOf(db: Db, push: StoredPush): Promise<PushTarget> {
  if ('subscription' in push) return push.subscription;
  const row = await findPushSubscription(db, push.subscriptionId);
  if (!row) throw new PermanentDeliveryError('the browser unsubscribed from push notifications');
  return { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } };
}

/**
 * The outbox's 'push' channel (docs/decisions/0048): encrypts the message for the browser (aes128gcm) and POSTs it
 * to its push service signed with the server's VAPID keys. 404 or 410 means the subscription is gone: it is
 * deleted and the delivery given up. Other 4xx will not get better and are given up; 5xx, 429, timeouts and
 * connection errors are retried with backoff.
 */
export function createPushSender(opts: PushSenderOptions): ChannelSender {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  return async (payload) => {
    const push = payload as StoredPush;
    const subscription = await targetOf(opts.db, push);
    const target = await resolveWebhookTarget(subscription.endpoint, opts.allowed, opts.resolve);
    const keys = await opts.vapidKeys();
    const message = JSON.stringify({ title: push.title, body: push.body, url: push.url, tag: push.tag });
    let details: webPush.RequestDetails;
    try {
      details = webPush.generateRequestDetails(subscription, message, {
        vapidDetails: { subject: opts.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: TIME_TO_LIVE_SECONDS,
        contentEncoding: 'aes128gcm',
      });
    } catch (err) {
      // keys the browser gave that cannot be encrypted for never will be
      throw new PermanentDeliveryError(`the push message could not be prepared: ${(err as Error).message}`);
    }
    const { status, text } = await postToPushService(target, details.headers, details.body, timeoutMs);
    if (status >= 200 && status < 300) return;
    const reason = `the push service answered ${status}${text ? `: ${text}` : ''}`;
    if (status === 404 || status === 410) {
      await deletePushSubscriptionByEndpoint(opts.db, subscription.endpoint);
      throw new PermanentDeliveryError(`${reason} (the subscription is gone and was removed)`);
    }
    if (status >= 500 || status === 408 || status === 429) throw new Error(reason);
    throw new PermanentDeliveryError(reason);
  };
}
