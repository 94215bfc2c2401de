import type { UtilityAction } from '../utility-action.ts';
import { deactivateTrackerSim } from '../../sims/sim-stock.service.ts';
import { trackerBySerial } from '../utility-trackers.repository.ts';
import { simDetails } from './sim-details.ts';

/**
 * Deactivate (decision 0071): ends service on the tracker's SIM with the carrier; the SIM is retired and the
 * tracker keeps its history and subscription. The SIM module refuses a tracker with no active SIM.
 */
export const deactivateAction: UtilityAction<'deactivate'> = {
  id: 'deactivate',
  bulk: false,
  async run(input, { services }) {
    const db = services.database.db;
    const tracker = await trackerBySerial(db, input.serial);
    const sim = await deactivateTrackerSim(db, services.carrier, tracker.id);
    return {
      message: `SIM ${sim.iccid} of ${tracker.serial} is deactivated (retired).`,
      details: { ...simDetails(sim), account_id: tracker.accountId, serial: tracker.serial },
    };
  },
};
