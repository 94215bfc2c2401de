import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accounts, simSwaps, sims } from '../../db/schema/index.ts';

export type SimSwapRow = typeof simSwaps.$inferSelect;

/** The tracker's swap in progress (at most one: sim_swaps_in_progress_idx). */
export async function inProgressSwapOf(db: Db, deviceId: number): Promise<SimSwapRow | undefined> {
  const [row] = await db
    .select()
    .from(simSwaps)
    .where(and(eq(simSwaps.deviceId, deviceId), eq(simSwaps.status, 'in-progress')));
  return row;
}

export async function insertSwap(tx: Db, values: typeof simSwaps.$inferInsert): Promise<SimSwapRow> {
  const [row] = await tx.insert(simSwaps).values(values).returning();
  return row!;
}

/** One of the account's swaps. */
export async function findSwap(db: Db, accountId: number, swapId: number): Promise<SimSwapRow | undefined> {
  const [row] = await db
    .select()
    .from(simSwaps)
    .where(and(eq(simSwaps.id, swapId), eq(simSwaps.accountId, accountId)));
  return row;
}

/** Fails the swap if it is still in progress (whoever gets there first decides; others change nothing). */
export async function failSwapInProgress(
  tx: Db,
  swapId: number,
  failure: string,
): Promise<SimSwapRow | undefined> {
  const [row] = await tx
    .update(simSwaps)
    .set({ status: 'failed', failure })
    .where(and(eq(simSwaps.id, swapId), eq(simSwaps.status, 'in-progress')))
    .returning();
  return row;
}

/**
 * The new SIM a failed swap held goes back to the account's drawer (it stays 'assigned', free for another try),
 * unless something else has become of it meanwhile.
 */
export async function releaseSwapSims(
  tx: Db,
  swaps: Pick<SimSwapRow, 'deviceId' | 'iccid'>[],
): Promise<void> {
  for (const swap of swaps)
    await tx
      .update(sims)
      .set({ deviceId: null })
      .where(and(eq(sims.iccid, swap.iccid), eq(sims.status, 'assigned'), eq(sims.deviceId, swap.deviceId)));
}

/**
 * Claims the swap the tracker's report confirms: in progress, for this new ICCID, before its deadline. The claim
 * also takes the reward (`rewarded`), so of two instances hearing the same report only one confirms and rewards.
 */
export async function claimConfirmation(
  tx: Db,
  deviceId: number,
  iccid: string,
  now: Date,
): Promise<SimSwapRow | undefined> {
  const [row] = await tx
    .update(simSwaps)
    .set({ status: 'confirmed', confirmedAt: now, rewarded: true })
    .where(
      and(
        eq(simSwaps.deviceId, deviceId),
        eq(simSwaps.iccid, iccid),
        eq(simSwaps.status, 'in-progress'),
        eq(simSwaps.rewarded, false),
        gt(simSwaps.deadlineAt, now),
      ),
    )
    .returning();
  return row;
}

export async function addLiveAudioMinutes(tx: Db, accountId: number, minutes: number): Promise<void> {
  await tx
    .update(accounts)
    .set({ liveAudioMinutes: sql`${accounts.liveAudioMinutes} + ${minutes}` })
    .where(eq(accounts.id, accountId));
}

/**
 * Fails up to `limit` swaps past their deadline, claimed so two instances sweeping at once never fail one twice
 * (SKIP LOCKED: a swap being confirmed right now is left to its confirmation).
 */
export async function failOverdueSwaps(
  tx: Db,
  now: Date,
  limit: number,
  failure: string,
): Promise<SimSwapRow[]> {
  const due = tx
    .select({ id: simSwaps.id })
    .from(simSwaps)
    .where(and(eq(simSwaps.status, 'in-progress'), lte(simSwaps.deadlineAt, now)))
    .orderBy(simSwaps.deadlineAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .update(simSwaps)
    .set({ status: 'failed', failure })
    .where(and(inArray(simSwaps.id, due), eq(simSwaps.status, 'in-progress')))
    .returning();
}

/** The trackers with a swap in progress and the ICCID each waits for. */
export async function swapsInProgress(db: Db): Promise<{ deviceId: number; iccid: string }[]> {
  return db
    .select({ deviceId: simSwaps.deviceId, iccid: simSwaps.iccid })
    .from(simSwaps)
    .where(eq(simSwaps.status, 'in-progress'));
}
