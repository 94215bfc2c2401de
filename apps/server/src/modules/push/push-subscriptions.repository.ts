import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';

export interface PushSubscriptionRow {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const columns = {
  id: pushSubscriptions.id,
  userId: pushSubscriptions.userId,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};

/** The browsers these users subscribed for 'Mobile' notifications (a user may have several). */
export async function findPushSubscriptions(
  db: Db,
  userIds: readonly number[],
): Promise<PushSubscriptionRow[]> {
  if (!userIds.length) return [];
  return db
    .select(columns)
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...new Set(userIds)]))
    .orderBy(pushSubscriptions.id);
}

export async function findPushSubscription(db: Db, id: number): Promise<PushSubscriptionRow | null> {
  const [row] = await db.select(columns).from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row ?? null;
}

/**
 * Keeps a browser's subscription for a user: subscribing again refreshes their keys. Each user holds their own row,
 * so an endpoint another user holds is neither moved nor changed (two people sharing a browser each keep theirs).
 */
export async function savePushSubscription(
  db: Db,
  userId: number,
  sub: { endpoint: string; p256dh: string; auth: string },
): Promise<{ endpoint: string; createdAt: Date }> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ userId, ...sub })
    .onConflictDoUpdate({
      target: [pushSubscriptions.userId, pushSubscriptions.endpoint],
      set: { p256dh: sub.p256dh, auth: sub.auth, createdAt: sql`now()` },
    })
    .returning({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt });
  return row!;
}

/** Ends a user's own subscription for a browser; answers whether there was one. */
export async function deleteUserPushSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** The push service said the subscription is gone (404/410): nobody who held it is notified there again. */
export async function deletePushSubscriptionByEndpoint(db: Db, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}
