import { UTILITY_DRY_RUN_LIST } from '@lodestar/contracts';
import type { UtilityAction } from '../utility-action.ts';
import { reserveSim } from '../../sims/sim-stock.service.ts';
import { iccidRange } from '../iccid-range.ts';
import { accountById, simsByIccid } from '../utility-trackers.repository.ts';

type Sim = Awaited<ReturnType<typeof simsByIccid>> extends Map<string, infer S> ? S : never;

/** What Reserve would do to one SIM, as the SIM module decides it (read only). */
function changeFor(sim: Sim | undefined, accountId: number, title: string): { change: string; ok: boolean } {
  if (!sim) return { change: `registered with the carrier and put in ${title}'s drawer`, ok: true };
  if (sim.status === 'in-stock') return { change: `put in ${title}'s drawer`, ok: true };
  if (sim.status === 'assigned' && sim.accountId === accountId)
    return { change: `already in ${title}'s drawer: unchanged`, ok: true };
  if (sim.status === 'assigned') return { change: "refused: it is in another account's drawer", ok: false };
  if (sim.status === 'active') return { change: 'refused: it is in a tracker', ok: false };
  return { change: 'refused: it is retired', ok: false };
}

/**
 * Reserve Range (decision 0071): Reserve for every ICCID from the first to the last (iccid-range.ts), as a job.
 * Each SIM is reserved on its own: a refused one is listed with its reason and the others go on. Safe to resume:
 * a SIM already in the account's drawer is left as it is.
 */
export const reserveRangeAction: UtilityAction<'reserve-range'> = {
  id: 'reserve-range',
  bulk: true,
  async items(input, { services }) {
    await accountById(services.database.db, input.account_id);
    return iccidRange(input.first_iccid, input.last_iccid);
  },
  async dryRun(input, { services }) {
    const db = services.database.db;
    const account = await accountById(db, input.account_id);
    const iccids = iccidRange(input.first_iccid, input.last_iccid);
    const known = await simsByIccid(db, iccids);
    const all = iccids.map((iccid) => ({
      item: iccid,
      ...changeFor(known.get(iccid), account.id, account.title),
    }));
    const refused = all.filter((i) => !i.ok).length;
    return {
      summary: `${iccids.length - refused} SIMs would be reserved for ${account.title}; ${refused} would be refused.`,
      total: iccids.length,
      refused,
      items: all.slice(0, UTILITY_DRY_RUN_LIST),
    };
  },
  async runItem(item, input, { services }) {
    const db = services.database.db;
    const account = await accountById(db, input.account_id);
    const sim = await reserveSim(db, services.carrier, { iccid: String(item), accountId: account.id });
    return `SIM ${sim.iccid} is in ${account.title}'s drawer.`;
  },
};
