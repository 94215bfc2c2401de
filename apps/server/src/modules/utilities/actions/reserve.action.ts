import type { UtilityAction } from '../utility-action.ts';
import { reserveSim } from '../../sims/sim-stock.service.ts';
import { accountById } from '../utility-trackers.repository.ts';
import { simDetails } from './sim-details.ts';

/**
 * Reserve (decision 0071): a SIM into an account's drawer (in stock → assigned), where the customer's SIM
 * replacement offers it; a SIM we did not know is registered when the carrier knows it. The SIM module refuses a
 * SIM in a tracker, retired, or in another account's drawer.
 */
export const reserveAction: UtilityAction<'reserve'> = {
  id: 'reserve',
  bulk: false,
  async run(input, { services }) {
    const db = services.database.db;
    const account = await accountById(db, input.account_id);
    const sim = await reserveSim(db, services.carrier, { iccid: input.iccid, accountId: account.id });
    return { message: `SIM ${sim.iccid} is in ${account.title}'s drawer.`, details: simDetails(sim) };
  },
};
