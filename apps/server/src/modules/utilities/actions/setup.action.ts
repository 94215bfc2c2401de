import type { UtilityAction } from '../utility-action.ts';
import { activateTrackerSim } from '../../sims/sim-stock.service.ts';
import { trackerBySerial } from '../utility-trackers.repository.ts';
import { simDetails } from './sim-details.ts';

/**
 * Setup (decision 0071): starts service on the tracker's SIM with the carrier and records its phone number on the
 * SIM and the tracker. The SIM module refuses a tracker with no SIM, or a retired one.
 */
export const setupAction: UtilityAction<'setup'> = {
  id: 'setup',
  bulk: false,
  async run(input, { services }) {
    const db = services.database.db;
    const tracker = await trackerBySerial(db, input.serial);
    const sim = await activateTrackerSim(db, services.carrier, tracker.id);
    const phone = sim.phone ? `, phone ${sim.phone}` : ', no phone number yet';
    return {
      message: `SIM ${sim.iccid} of ${tracker.serial} is ${sim.status}${phone}.`,
      details: { ...simDetails(sim), account_id: tracker.accountId, serial: tracker.serial },
    };
  },
};
