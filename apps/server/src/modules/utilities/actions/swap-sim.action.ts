import { swapTrackerSim } from '../../sims/sim-swaps.plugin.ts';
import type { UtilityAction } from '../utility-action.ts';
import { requireTracker } from './serial-lookup.repository.ts';

/**
 * Swap SIM (decision 0071): the customer's SIM replacement (decision 0070) asked by the internal admin for the
 * tracker's account, through the same swapTrackerSim (requestSimSwap): the swap is in progress until the tracker reports its new
 * ICCID, and fails at its deadline. requestedBy is the admin. Answers the swap. Refuses an unknown serial (404) and
 * whatever requestSimSwap refuses: a SIM unknown or not in the account's drawer (422), a swap already in progress
 * (409), the carrier's refusal (422) or outage (503), after which the swap is kept as failed and the SIM is back
 * in the drawer, as in the wizard.
 */
export const swapSimAction: UtilityAction<'swap-sim'> = {
  id: 'swap-sim',
  bulk: false,
  async run(input, { services, actor, now }) {
    const db = services.database.db;
    const tracker = await requireTracker(db, input.serial);
    const swap = await swapTrackerSim(services, {
      accountId: tracker.accountId,
      deviceId: tracker.id,
      iccid: input.iccid,
      requestedBy: actor.adminId,
      now,
    });
    return {
      message: `SIM swap of ${tracker.name} (${tracker.serial}) to ${swap.iccid} is ${swap.status}: it is confirmed when the tracker reports with its new SIM.`,
      details: { account_id: tracker.accountId, device_id: tracker.id, serial: tracker.serial, swap },
    };
  },
};
