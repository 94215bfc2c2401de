import webPush from 'web-push';
import type { Db } from '../../db/database.ts';
import type { AllowedTargets } from '../../integrations/webhook/allowed-targets.ts';
import { loadOrCreateVapidKeys, type VapidKeys } from './vapid-keys.repository.ts';

/**
 * The VAPID subject push services may contact the operator by: the site itself when it is served over https, else
 * the no-reply address mail goes out from (push services refuse http subjects).
 */
export function vapidSubject(publicUrl: string): string {
  const url = new URL(publicUrl);
  return url.protocol === 'https:' ? url.origin : `mailto:no-reply@${url.hostname}`;
}

/**
 * Web Push on this instance (docs/decisions/0048): the VAPID key pair every instance shares, read (or made, on the
 * very first start) once and then kept in memory. A database outage at start leaves it to the next call.
 */
export class PushNotifications {
  private keys: Promise<VapidKeys> | null = null;

  constructor(
    private readonly db: Db,
    readonly subject: string,
    /** Push endpoints are URLs a browser gave: the webhook SSRF guard's operator allow list applies to them too. */
    readonly allowed: AllowedTargets,
  ) {}

  vapidKeys(): Promise<VapidKeys> {
    this.keys ??= loadOrCreateVapidKeys(this.db, () => webPush.generateVAPIDKeys()).catch((err: unknown) => {
      this.keys = null;
      throw err;
    });
    return this.keys;
  }

  /** The public key browsers subscribe with (base64url). */
  async publicKey(): Promise<string> {
    return (await this.vapidKeys()).publicKey;
  }
}
