/**
 * Web Push in this browser ('Mobile' notifications, docs/decisions/0048): the service worker at /sw.js shows what
 * the server pushes; a subscription bound to the server's VAPID key is what the server sends to.
 */

/** Whether this browser can be subscribed, and if not, why. */
export type PushAvailability = 'available' | 'unsupported' | 'insecure' | 'denied';

/** The service worker's address; its scope is the whole app, so a click can open any screen. */
export const PUSH_WORKER_URL = '/sw.js';

export function pushAvailability(): PushAvailability {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return 'unsupported';
  if (!window.isSecureContext) return 'insecure';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : 'available';
}

/** Registers the service worker (again: a newer sw.js replaces the old one) and answers its registration. */
export function registerPushWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' });
}

/** This browser's current subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

/** The bytes of a base64url text (the VAPID public key). */
export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The user said no (now or before): the browser will not show this site's notifications. */
export class PushPermissionDenied extends Error {
  override readonly name = 'PushPermissionDenied';
}

/**
 * Asks for permission (must run from the user's click), then subscribes this browser with the server's key. A
 * subscription made with another key (the server's keys were replaced) is dropped first, or subscribe refuses.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionDenied();
  const registration = await registerPushWorker();
  await navigator.serviceWorker.ready;
  const key = base64UrlBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing) {
    const existingKey = existing.options.applicationServerKey;
    const same = existingKey && new Uint8Array(existingKey).every((b, i) => b === key[i]);
    if (same) return existing.toJSON();
    await existing.unsubscribe();
  }
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  return subscription.toJSON();
}

/** Ends this browser's subscription; answers its endpoint so the server can forget it too. */
export async function unsubscribeThisBrowser(): Promise<string | null> {
  const subscription = await currentPushSubscription();
  if (!subscription) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return endpoint;
}
