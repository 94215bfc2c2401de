import { PUSH_TEXTS, type PushSubscriptionRequest } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { checkWebhookUrl } from '../../integrations/webhook/ssrf-guard.ts';
import type { PushNotifications } from './push-notifications.ts';
import { deleteUserPushSubscription, savePushSubscription } from './push-subscriptions.repository.ts';

const LOOPBACK_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * A push endpoint the server will POST to: https (http only for a loopback receiver the operator allows, as in
 * tests), and never a private, loopback or link-local address the operator has not allowed (SSRF, as for webhooks).
 */
function checkEndpoint(push: PushNotifications, endpoint: string): void {
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' && !LOOPBACK_HOSTS.test(url.hostname)) {
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
