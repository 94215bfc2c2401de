import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  accounts,
  deviceUsers,
  devices,
  groupDevices,
  models,
  sims,
  simSwaps,
  subscriptions,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

/*
 * What the utilities read and change about trackers, accounts and SIMs that no other module's service covers
 * (docs/decisions/0071). The SIM operations, provisioning and subscription changes go through their own modules.
 */

export type UtilityTracker = typeof devices.$inferSelect;

/** The tracker with this serial (any account), or a 404 naming the serial. */
export async function trackerBySerial(db: Db, serial: string): Promise<UtilityTracker> {
  const [row] = await db.select().from(devices).where(eq(devices.serial, serial));
  if (!row) throw notFound(`No tracker has the serial ${serial}.`);
  return row;
}

/** The account with this id, or a 404. */
export async function accountById(db: Db, id: number) {
  const [row] = await db
    .select({ id: accounts.id, title: accounts.title, liveAudioMinutes: accounts.liveAudioMinutes })
    .from(accounts)
    .where(eq(accounts.id, id));
  if (!row) throw notFound(`No account has the id ${id}.`);
  return row;
}

export async function findModel(db: Db, id: number) {
  const [row] = await db.select({ id: models.id, title: models.title }).from(models).where(eq(models.id, id));
  return row;
}

/** Whether the tracker has a SIM swap in progress (its SIM and model must not change under it). */
export async function swapInProgress(db: Db, deviceId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: simSwaps.id })
    .from(simSwaps)
    .where(and(eq(simSwaps.deviceId, deviceId), eq(simSwaps.status, 'in-progress')));
  return !!row;
}

/** The tracker's current subscription: the newest made, then the highest id (as the app reads it everywhere). */
export async function currentSubscription(db: Db, deviceId: number) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.deviceId, deviceId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return row;
}

/** A subscription someone pays for (a sale's or a reactivation's), as opposed to a provisioned or free one. */
export const isPaid = (sub: typeof subscriptions.$inferSelect) => sub.orderId !== null || sub.actualPrice > 0;

export async function setTrackerModel(db: Db, deviceId: number, modelId: number) {
  await db.update(devices).set({ modelId }).where(eq(devices.id, deviceId));
}

/**
 * Moves a tracker to another account in one transaction: its user access lists and group memberships stay
 * behind (they name the old account's people and groups), its free subscriptions (no order, no price) and its SIM
 * go with it; paid history stays with the account that paid. A tracker left with no current subscription in its
 * new account gets an active free one, as provisioning gives (so it shows in the account's tracker list).
 */
export async function moveTracker(db: Db, tracker: { id: number; accountId: number }, accountId: number) {
  await db.transaction(async (tx) => {
    await tx.update(devices).set({ accountId }).where(eq(devices.id, tracker.id));
    await tx.delete(deviceUsers).where(eq(deviceUsers.deviceId, tracker.id));
    await tx.delete(groupDevices).where(eq(groupDevices.deviceId, tracker.id));
    await tx
      .update(subscriptions)
      .set({ accountId })
      .where(
        and(
          eq(subscriptions.deviceId, tracker.id),
          eq(subscriptions.accountId, tracker.accountId),
          isNull(subscriptions.orderId),
          eq(subscriptions.actualPrice, 0),
        ),
      );
    const current = await currentSubscription(tx, tracker.id);
    if (current?.accountId !== accountId)
      await tx
        .insert(subscriptions)
        .values({ accountId, deviceId: tracker.id, status: 'active', startAt: new Date() });
    await tx
      .update(sims)
      .set({ accountId })
      .where(and(eq(sims.deviceId, tracker.id), eq(sims.status, 'active')));
  });
}

/**
 * Adds (or, negative, removes) live audio minutes unless that would go below 0. Answers the new balance, or
 * undefined when refused.
 */
export async function addLiveAudioMinutes(db: Db, accountId: number, minutes: number) {
  const [row] = await db
    .update(accounts)
    .set({ liveAudioMinutes: sql`${accounts.liveAudioMinutes} + ${minutes}` })
    .where(and(eq(accounts.id, accountId), sql`${accounts.liveAudioMinutes} + ${minutes} >= 0`))
    .returning({ minutes: accounts.liveAudioMinutes });
  return row?.minutes;
}

/** The SIMs we know among these ICCIDs, for a dry run. */
export async function simsByIccid(db: Db, iccids: readonly string[]) {
  if (!iccids.length) return new Map<string, typeof sims.$inferSelect>();
  const rows = await db
    .select()
    .from(sims)
    .where(inArray(sims.iccid, [...iccids]));
  return new Map(rows.map((r) => [r.iccid, r]));
}

/** A free subscription for the tracker (no order, no price) whose service ends at `end` (the lifecycle ends it). */
export async function insertFreeSubscription(
  tx: Db,
  s: { accountId: number; deviceId: number; months: number; start: Date; end: Date },
) {
  const [row] = await tx
    .insert(subscriptions)
    .values({
      accountId: s.accountId,
      deviceId: s.deviceId,
      status: 'pending-cancellation',
      months: s.months,
      renewalMonths: s.months,
      startAt: s.start,
      cancelAt: s.end,
    })
    .returning({ id: subscriptions.id });
  return row!.id;
}
