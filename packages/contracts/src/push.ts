import { z } from 'zod';
import { envelope } from './envelope.ts';

/** GET /push/public-key: the server's VAPID public key (base64url), for `pushManager.subscribe`. */
export const pushPublicKeyAnswer = envelope(z.object({ public_key: z.string() }));
export type PushPublicKeyAnswer = z.infer<typeof pushPublicKeyAnswer>;

const base64url = (what: string, max: number) =>
  z
    .string({ error: `${what} is required` })
    .min(1, `${what} is required`)
    .max(max, `${what} is too long`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${what} must be base64url`);

const endpoint = z
  .url({ protocol: /^https?$/, error: 'endpoint must be an https URL' })
  .max(2000, 'endpoint is too long');

/** POST /push-subscriptions: a browser's PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscriptionRequest = z.object({
  endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    { p256dh: base64url('keys.p256dh', 200), auth: base64url('keys.auth', 100) },
    { error: 'keys (p256dh and auth) are required' },
  ),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequest>;

/** DELETE /push-subscriptions: the browser's endpoint whose subscription ends. */
export const pushUnsubscribeRequest = z.object({ endpoint });
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeRequest>;

/** The answer to a subscription: the endpoint is kept for the signed-in user. */
export const pushSubscriptionAnswer = envelope(z.object({ endpoint: z.string(), created_at: z.string() }));
export type PushSubscriptionAnswer = z.infer<typeof pushSubscriptionAnswer>;

/** What a push message carries to the service worker (apps/web/public/sw.js). */
export const pushMessage = z.object({
  title: z.string(),
  body: z.string(),
  /** Path or URL the notification opens when clicked. */
  url: z.string(),
  /** Same tag: a newer notification replaces the older one (a burst shows once). */
  tag: z.string().optional(),
});
export type PushMessage = z.infer<typeof pushMessage>;

/** Messages of the push calls. */
export const PUSH_TEXTS = {
  endpointNotHttps: 'The push endpoint must be an https URL.',
  endpointRefused: 'The push endpoint is refused',
  notFound: 'No push subscription for this browser.',
} as const;
