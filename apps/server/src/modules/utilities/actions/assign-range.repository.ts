import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { simSwaps, subscriptions } from '../../../db/schema/index.ts';

/** Which of these trackers have a SIM swap in progress (one statement for a whole range). */
export async function trackersSwapping(db: Db, deviceIds: readonly number[]): Promise<Set<number>> {
  if (!deviceIds.length) return new Set();
  const rows = await db
    .select({ deviceId: simSwaps.deviceId })
    .from(simSwaps)
    .where(and(inArray(simSwaps.deviceId, [...deviceIds]), eq(simSwaps.status, 'in-progress')));
  return new Set(rows.map((r) => r.deviceId));
}

/** Each tracker's current subscription (the newest made, then the highest id), for a whole range at once. */
export async function currentSubscriptionsOf(db: Db, deviceIds: readonly number[]) {
  if (!deviceIds.length) return new Map<number, typeof subscriptions.$inferSelect>();
  const rows = await db
    .selectDistinctOn([subscriptions.deviceId])
    .from(subscriptions)
    .where(inArray(subscriptions.deviceId, [...deviceIds]))
    .orderBy(subscriptions.deviceId, desc(subscriptions.createdAt), desc(subscriptions.id));
  return new Map(rows.map((r) => [r.deviceId!, r]));
}
