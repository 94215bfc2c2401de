import type { UtilityAction } from '../utility-action.ts';
import { addTracker } from '../../provisioning/add-tracker.service.ts';
import { installSim } from '../../sims/sim-stock.service.ts';
import { accountById } from '../utility-trackers.repository.ts';
import { asRefusal } from '../utility-refusal.ts';

/**
 * Provision (decision 0071): adds a tracker to an account through provisioning (the same checks as the account's
 * own Add Tracker: a listed model, a free serial and IMEI; it takes a paid subscription waiting for its model, else
 * a free active one), then installs its SIM when an ICCID is given. A SIM the SIM module refuses leaves the
 * tracker added without one, and the result says why.
 */
export const provisionAction: UtilityAction<'provision'> = {
  id: 'provision',
  bulk: false,
  async run(input, { services, actor }) {
    const db = services.database.db;
    const account = await accountById(db, input.account_id);
    const added = await addTracker(
      db,
      services.ingest.trackers,
      services.config,
      { accountId: account.id, userId: actor.adminId, role: 'admin', deviceIds: null, isInternalAdmin: true },
      {
        serial: input.serial,
        imei: input.imei ?? undefined,
        name: input.name ?? input.serial,
        model_id: input.model_id,
      },
    );
    const details = {
      account_id: account.id,
      device_id: added.device_id,
      serial: added.serial,
      sim: null as unknown,
    };
    const message = `Tracker ${added.serial} added to ${account.title}.`;
    if (!input.iccid) return { message, details };
    try {
      const sim = await installSim(db, services.carrier, {
        iccid: input.iccid,
        deviceId: added.device_id,
        accountId: account.id,
      });
      return { message: `${message} SIM ${sim.iccid} installed.`, details: { ...details, sim } };
    } catch (err) {
      const refusal = asRefusal(err);
      if (!refusal) throw err;
      return { message: `${message} Its SIM was not installed: ${refusal.message}`, details };
    }
  },
};
