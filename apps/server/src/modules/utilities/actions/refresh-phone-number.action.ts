import type { UtilityAction } from '../utility-action.ts';
import { refreshTrackerPhone } from '../../sims/sim-stock.service.ts';
import { trackerBySerial } from '../utility-trackers.repository.ts';
import { simDetails } from './sim-details.ts';

/**
 * Refresh Phone Number (decision 0071): asks the carrier for the tracker's SIM's phone number again and stores it
 * on the SIM and the tracker. The SIM module refuses a tracker with no SIM.
 */
export const refreshPhoneNumberAction: UtilityAction<'refresh-phone-number'> = {
  id: 'refresh-phone-number',
  bulk: false,
  async run(input, { services }) {
    const db = services.database.db;
    const tracker = await trackerBySerial(db, input.serial);
    const sim = await refreshTrackerPhone(db, services.carrier, tracker.id);
    const phone = sim.phone ? `is ${sim.phone}` : 'is not given by the carrier yet';
    return {
      message: `The phone number of ${tracker.serial} ${phone}.`,
      details: { ...simDetails(sim), account_id: tracker.accountId, serial: tracker.serial },
    };
  },
};
