import { PUSH_TEXTS, type PushSubscriptionRequest } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { checkWebhookUrl } from '../../integrations/webhook/ssrf-guard.ts';
import { isLoopbackHost, parseTargetHost } from '../../integrations/webhook/target-host.ts';
import type { PushNotifications } from './push-notifications.ts';
import { deleteUserPushSubscription, savePushSubscription } from './push-subscriptions.repository.ts';

/**
 * A push endpoint the server will POST to: https (http only for a loopback receiver the operator allows, as in
 * tests), and never a private, loopback or link-local address the operator has not allowed (SSRF, as for webhooks).
 */
function checkEndpoint(push: PushNotifications, endpoint: string): void {
  // the same host parser as the SSRF check: `localhost.` or `[::ffff:127.0.0.1]` is loopback here too
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' && !isLoopbackHost(parseTargetHost(url))) {
    throw unprocessable(PUSH_TEXTS.endpointNotHttps, { endpoint: [PUSH_TEXTS.endpointNotHttps] });
  }
  const checked = checkWebhookUrl(endpoint, push.allowed);
  if (!checked.ok) {
    const message = `${PUSH_TEXTS.endpointRefused} (${checked.reason.replace('webhook URL', 'push endpoint')})`;
    throw unprocessable(message, { endpoint: [message] });
  }
}

/** Keeps the browser's subscription for the signed-in user ('Mobile' notifications). */
export async function subscribeBrowser(
  db: Db,
  push: PushNotifications,
  userId: number,
  body: PushSubscriptionRequest,
) {
  checkEndpoint(push, body.endpoint);
  const row = await savePushSubscription(db, userId, {
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
  });
  return { endpoint: row.endpoint, created_at: row.createdAt.toISOString() };
}

/** Ends the signed-in user's subscription for a browser; another user's endpoint is not theirs to end (404). */
export async function unsubscribeBrowser(db: Db, userId: number, endpoint: string): Promise<void> {
  if (!(await deleteUserPushSubscription(db, userId, endpoint))) throw notFound(PUSH_TEXTS.notFound);
}
