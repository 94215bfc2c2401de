import type { PushMessage } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { insertDelivery } from '../../jobs/outbox/outbox.repository.ts';

/** A browser subscription as `PushSubscription.toJSON()` gives it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * A push notification as stored in the outbox: to a kept subscription by id (its keys are read when it is sent, and
 * a subscription removed meanwhile gives the delivery up), or to a subscription given whole.
 */
export type StoredPush = PushMessage & ({ subscriptionId: number } | { subscription: PushTarget });

export interface PushOptions {
  /** A second push with the same key is dropped (one per event and subscription, say). */
  dedupeKey?: string;
  /** Lets a burst be gathered into one still-pending push (findPendingInGroup). */
  groupKey?: string;
  /** Not before this time (a digest waiting for the rest of its burst). */
  nextAttemptAt?: Date;
  ruleRunId?: number;
}

/**
 * Queues a browser push notification for the outbox worker, in the caller's transaction like enqueueMail; the
 * 'push' channel (integrations/push) encrypts and sends it with the server's VAPID keys, retrying with backoff.
 * `services.outbox.kick()` after the commit sends it at once. Answers the delivery id, or null for a repeat.
 */
export async function enqueuePush(db: Db, push: StoredPush, opts: PushOptions = {}): Promise<number | null> {
  return insertDelivery(db, { channel: 'push', payload: push, ...opts });
}
