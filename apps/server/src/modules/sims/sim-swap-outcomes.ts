import { SIM_REPLACEMENT } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { SIM_REFUSALS } from './sim-refusals.ts';
import {
  addLiveAudioMinutes,
  claimConfirmation,
  failOverdueSwaps,
  releaseSwapSims,
  type SimSwapRow,
} from './sim-swaps.repository.ts';
import { lockActiveSimOf, lockSimByIccid, updateSim, updateTrackerSim } from './sims.repository.ts';

/**
 * The tracker reported `iccid` at `now`. When that is the new SIM of its swap in progress (and before the swap's
 * deadline), in one transaction: the swap is confirmed, the new SIM active in the tracker, the old one retired, the
 * tracker's ICCID and phone updated, and the account gets its 2 free audio hours. Any other report changes
 * nothing. Safe on every instance at once: the claim is a conditional update that only one of them wins.
 */
export async function confirmSwapByReport(
  db: Db,
  deviceId: number,
  iccid: string,
  now: Date,
): Promise<SimSwapRow | null> {
  return db.transaction(async (tx) => {
    const swap = await claimConfirmation(tx, deviceId, iccid, now);
    if (!swap) return null;
    const old = await lockActiveSimOf(tx, deviceId);
    // retired first: one SIM active in a tracker at a time (sims_active_device_idx)
    if (old && old.iccid !== iccid) await updateSim(tx, old.id, { status: 'retired', retiredAt: now });
    const sim = await lockSimByIccid(tx, iccid);
    if (sim)
      await updateSim(tx, sim.id, {
        status: 'active',
        accountId: swap.accountId,
        deviceId,
        activatedAt: now,
        retiredAt: null,
      });
    await updateTrackerSim(tx, deviceId, { iccid, ...(sim?.phone && { phone: sim.phone }) });
    await addLiveAudioMinutes(tx, swap.accountId, SIM_REPLACEMENT.rewardAudioMinutes);
    return swap;
  });
}

/** Swaps one sweep fails per transaction; a full batch is followed by the next at once. */
const BATCH = 100;

/** Fails every swap past its deadline at `now` and puts its new SIM back in the drawer. Answers how many. */
export async function failOverdue(db: Db, now: Date, batch = BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const failed = await db.transaction(async (tx) => {
      const swaps = await failOverdueSwaps(tx, now, batch, SIM_REFUSALS.timedOut);
      await releaseSwapSims(tx, swaps);
      return swaps.length;
    });
    total += failed;
    if (failed < batch) return total;
  }
}
