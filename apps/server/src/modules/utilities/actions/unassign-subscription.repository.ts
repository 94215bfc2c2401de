import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { devices, subscriptions } from '../../../db/schema/index.ts';

/** A subscription that has ended keeps the tracker it served: it is that tracker's history, not a seat. */
export const FINISHED_STATUSES = ['cancelled', 'archived'] as const;

/** The tracker's subscriptions in its account that have not ended, oldest first, locked for the caller's change. */
export async function lockLiveSubscriptionsOf(tx: Db, tracker: { id: number; accountId: number }) {
  return tx
    .select({ id: subscriptions.id, status: subscriptions.status })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.deviceId, tracker.id),
        eq(subscriptions.accountId, tracker.accountId),
        notInArray(subscriptions.status, [...FINISHED_STATUSES]),
      ),
    )
    .orderBy(asc(subscriptions.id))
    .for('update');
}

/**
 * Takes the subscriptions off their tracker: device_id null is what a paid sale's subscription waiting for its
 * tracker looks like (decision 0066), so provisioning can hand a pending one to the next tracker of its model.
 */
export async function detachSubscriptions(tx: Db, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await tx
    .update(subscriptions)
    .set({ deviceId: null })
    .where(inArray(subscriptions.id, [...ids]));
}

/** A tracker's serial and name by id (a subscription names its tracker by id). */
export async function findTrackerName(db: Db, deviceId: number) {
  const [row] = await db
    .select({ serial: devices.serial, name: devices.name })
    .from(devices)
    .where(eq(devices.id, deviceId));
  return row;
}
