import type { SimSwap } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { CarrierError, type SimCarrier } from '../../integrations/carriers/sim-carrier.ts';
import { requireIccid } from './sim-checks.ts';
import {
  carrierFailure,
  carrierFailureText,
  SIM_REFUSALS,
  simConflict,
  simUnusable,
  trackerNotFound,
} from './sim-refusals.ts';
import { toSimSwap } from './sim-swap-dto.ts';
import { failSwapInProgress, inProgressSwapOf, insertSwap, releaseSwapSims } from './sim-swaps.repository.ts';
import { lockActiveSimOf, lockSimByIccid, lockTracker, updateSim } from './sims.repository.ts';

/**
 * Replacing a tracker's SIM (spec 3 §2.11, §7; docs/decisions/0070), for the customer's wizard and the utilities'
 * Swap SIM alike: the carrier is asked to swap, and the swap stays in progress until the tracker reports its new
 * ICCID (confirmed, 2 free audio hours once: sim-swap-confirmation.ts) or its deadline passes (failed:
 * sim-swap-deadlines.ts). Throws an HttpError for what it refuses: 4xx with a clear message, 422 with the
 * carrier's words when the carrier refuses, 503 when it cannot be reached (the swap is then kept as failed, and
 * the SIM is back in the drawer for another try).
 */
export async function requestSimSwap(
  db: Db,
  carrier: SimCarrier,
  input: {
    accountId: number;
    deviceId: number;
    iccid: string;
    /** the customer or the internal admin who asked */
    requestedBy: number;
    /** minutes until an unconfirmed swap fails (config SIM_SWAP_CONFIRM_MINUTES) */
    confirmMinutes: number;
    now: Date;
  },
): Promise<SimSwap> {
  const iccid = requireIccid(input.iccid);
  // the new SIM is held for this tracker (device_id set, still 'assigned') while the swap is in progress: the row
  // lock makes a second request for the same SIM wait, then see it held
  const swap = await db.transaction(async (tx) => {
    const tracker = await lockTracker(tx, input.deviceId, input.accountId);
    if (!tracker) throw trackerNotFound();
    if (await inProgressSwapOf(tx, input.deviceId)) throw simConflict(SIM_REFUSALS.swapInProgress);
    const sim = await lockSimByIccid(tx, iccid);
    if (!sim) throw simUnusable(SIM_REFUSALS.unknownSim(iccid));
    if (sim.status === 'active' && sim.deviceId === input.deviceId)
      throw simUnusable(SIM_REFUSALS.sameSim(iccid));
    if (sim.status === 'active') throw simConflict(SIM_REFUSALS.activeElsewhere(iccid));
    if (sim.status !== 'assigned' || sim.accountId !== input.accountId)
      throw simUnusable(SIM_REFUSALS.notInDrawer(iccid));
    if (sim.deviceId !== null) throw simConflict(SIM_REFUSALS.pendingElsewhere(iccid));
    const old = await lockActiveSimOf(tx, input.deviceId);
    await updateSim(tx, sim.id, { deviceId: input.deviceId });
    return insertSwap(tx, {
      accountId: input.accountId,
      deviceId: input.deviceId,
      oldIccid: old?.iccid ?? tracker.iccid,
      iccid,
      status: 'in-progress',
      requestedBy: input.requestedBy,
      deadlineAt: new Date(input.now.getTime() + input.confirmMinutes * 60_000),
      createdAt: input.now,
    });
  });

  try {
    const answer = await carrier.swap(swap.oldIccid, iccid);
    if (answer.phone) {
      const phone = answer.phone;
      await db.transaction(async (tx) => {
        const sim = await lockSimByIccid(tx, iccid);
        if (sim) await updateSim(tx, sim.id, { phone });
      });
    }
  } catch (err) {
    if (!(err instanceof CarrierError)) throw err;
    await db.transaction(async (tx) => {
      if (await failSwapInProgress(tx, swap.id, carrierFailureText(err))) await releaseSwapSims(tx, [swap]);
    });
    throw carrierFailure(err);
  }
  return toSimSwap(swap);
}
