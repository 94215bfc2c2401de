import { requestSimSwap } from '../../sims/sim-swap.service.ts';
import type { UtilityAction } from '../utility-action.ts';
import { requireTracker } from './serial-lookup.repository.ts';

/**
 * Swap SIM (decision 0071): the customer's SIM replacement (decision 0070) asked by the internal admin for the
 * tracker's account, through the same requestSimSwap: the swap is in progress until the tracker reports its new
 * ICCID, and fails at its deadline. requestedBy is the admin. Answers the swap; one the carrier refused at once is
 * answered too (it is recorded as failed, with the carrier's reason). Refuses an unknown serial (404) and whatever
 * requestSimSwap refuses (a SIM not in the account's drawer, a swap already in progress, ...).
 */
export const swapSimAction: UtilityAction<'swap-sim'> = {
  id: 'swap-sim',
  bulk: false,
  async run(input, { services, actor, now }) {
    const db = services.database.db;
    const tracker = await requireTracker(db, input.serial);
    const swap = await requestSimSwap(db, services.carrier, {
      accountId: tracker.accountId,
      deviceId: tracker.id,
      iccid: input.iccid,
      requestedBy: actor.adminId,
      confirmMinutes: services.config.SIM_SWAP_CONFIRM_MINUTES,
      now,
    });
    const who = `${tracker.name} (${tracker.serial})`;
    const message =
      swap.status === 'failed'
        ? `The SIM swap of ${who} to ${swap.iccid} failed: ${swap.failure ?? 'the carrier refused it'}.`
        : swap.status === 'confirmed'
          ? `${who} now uses SIM ${swap.iccid}.`
          : `SIM swap of ${who} to ${swap.iccid} is in progress: it is confirmed when the tracker reports with its new SIM.`;
    return {
      message,
      details: { account_id: tracker.accountId, device_id: tracker.id, serial: tracker.serial, swap },
    };
  },
};
