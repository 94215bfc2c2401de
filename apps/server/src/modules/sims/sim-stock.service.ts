import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import type { SimCarrier } from '../../integrations/carriers/sim-carrier.ts';
import {
  askCarrier,
  lockTrackerSim,
  requireIccid,
  requireNoSwapInProgress,
  requireUsableSim,
} from './sim-checks.ts';
import { SIM_REFUSALS, simConflict, simUnusable, trackerNotFound } from './sim-refusals.ts';
import {
  accountExists,
  insertAndLockSim,
  lockActiveSimOf,
  lockSimByIccid,
  lockTracker,
  updateSim,
  updateTrackerSim,
  type SimRow,
} from './sims.repository.ts';

/**
 * The SIM operations every caller shares (docs/decisions/0070): the customer's replacement, the utilities and the
 * demo data all go through these, so a SIM's status, its tracker and the carrier never disagree. Each throws an
 * HttpError (4xx, a clear message; 503 when the carrier cannot be reached) for what it refuses and changes nothing
 * then. The carrier is asked between two transactions (never while rows are locked: it may take seconds, and the
 * embedded database has one connection); the second transaction locks the rows again and checks once more.
 */
export interface SimRef {
  iccid: string;
  status: 'in-stock' | 'assigned' | 'active' | 'retired';
  accountId: number | null;
  deviceId: number | null;
  phone: string | null;
}

const refOf = (row: SimRow): SimRef => ({
  iccid: row.iccid,
  status: row.status,
  accountId: row.accountId,
  deviceId: row.deviceId,
  phone: row.phone,
});

/** A SIM into an account's drawer (in-stock → assigned); a SIM we did not know is registered if the carrier does. */
export async function reserveSim(
  db: Db,
  carrier: SimCarrier,
  input: { iccid: string; accountId: number },
): Promise<SimRef> {
  const iccid = requireIccid(input.iccid);
  if (!(await accountExists(db, input.accountId))) throw notFound('Account not found.');
  const check = (sim: SimRow) => {
    if (sim.status === 'retired') throw simUnusable(SIM_REFUSALS.retired(iccid));
    if (sim.status === 'active') throw simConflict(SIM_REFUSALS.activeElsewhere(iccid));
    if (sim.status === 'assigned' && sim.accountId !== input.accountId)
      throw simConflict(SIM_REFUSALS.otherAccount(iccid));
  };
  const known = await db.transaction(async (tx) => {
    const sim = await lockSimByIccid(tx, iccid);
    if (!sim) return null;
    check(sim);
    return refOf(await updateSim(tx, sim.id, { status: 'assigned', accountId: input.accountId }));
  });
  if (known) return known;
  // a SIM we never saw: the carrier must know it (its refusal is its own words)
  await askCarrier(() => carrier.status(iccid));
  return db.transaction(async (tx) => {
    const sim = await insertAndLockSim(tx, { iccid, carrier: carrier.name });
    check(sim);
    return refOf(await updateSim(tx, sim.id, { status: 'assigned', accountId: input.accountId }));
  });
}

/** Starts service on a tracker's SIM with the carrier (Setup) and records its phone number. */
export async function activateTrackerSim(db: Db, carrier: SimCarrier, deviceId: number): Promise<SimRef> {
  const { iccid } = await db.transaction((tx) => lockTrackerSim(tx, deviceId));
  const answer = await askCarrier(() => carrier.activate(iccid));
  return db.transaction(async (tx) => {
    const { tracker, sim } = await lockTrackerSim(tx, deviceId);
    const row = sim ?? (await insertAndLockSim(tx, { iccid, carrier: carrier.name }));
    requireUsableSim(row, tracker.accountId, deviceId);
    const phone = answer.phone ?? row.phone;
    await updateTrackerSim(tx, deviceId, { iccid, phone });
    return refOf(
      await updateSim(tx, row.id, {
        status: 'active',
        accountId: tracker.accountId,
        deviceId,
        phone,
        activatedAt: row.status === 'active' ? row.activatedAt : new Date(),
      }),
    );
  });
}

/** Ends service on a tracker's SIM (Deactivate): the SIM is retired, the tracker keeps its history. */
export async function deactivateTrackerSim(db: Db, carrier: SimCarrier, deviceId: number): Promise<SimRef> {
  const { iccid, sim: before } = await db.transaction(async (tx) => {
    const found = await lockTrackerSim(tx, deviceId, { retiredOk: true });
    await requireNoSwapInProgress(tx, deviceId);
    return found;
  });
  // asked again for a retired SIM (a resumed job): the carrier's call is safe to repeat, our books are already right
  if (before?.status === 'retired') return refOf(before);
  await askCarrier(() => carrier.deactivate(iccid));
  return db.transaction(async (tx) => {
    const { tracker, sim } = await lockTrackerSim(tx, deviceId, { retiredOk: true });
    const row = sim ?? (await insertAndLockSim(tx, { iccid, carrier: carrier.name }));
    await updateTrackerSim(tx, deviceId, { phone: null });
    return refOf(
      await updateSim(tx, row.id, {
        status: 'retired',
        accountId: tracker.accountId,
        deviceId,
        retiredAt: row.status === 'retired' ? row.retiredAt : new Date(),
      }),
    );
  });
}

/** Asks the carrier for the tracker's SIM's phone number again; stored on the SIM and the tracker. */
export async function refreshTrackerPhone(db: Db, carrier: SimCarrier, deviceId: number): Promise<SimRef> {
  const { iccid } = await db.transaction((tx) => lockTrackerSim(tx, deviceId));
  const answer = await askCarrier(() => carrier.refreshPhoneNumber(iccid));
  return db.transaction(async (tx) => {
    const { tracker, sim } = await lockTrackerSim(tx, deviceId);
    await updateTrackerSim(tx, deviceId, { phone: answer.phone });
    if (sim) return refOf(await updateSim(tx, sim.id, { phone: answer.phone }));
    // a SIM from before we kept SIM rows: the tracker's own record is all there is
    return { iccid, status: 'active', accountId: tracker.accountId, deviceId, phone: answer.phone };
  });
}

/** A new SIM put into a tracker that had none, or whose SIM is gone (Provision): active in it at once. */
export async function installSim(
  db: Db,
  carrier: SimCarrier,
  input: { iccid: string; deviceId: number; accountId: number },
): Promise<SimRef> {
  const iccid = requireIccid(input.iccid);
  const check = async (tx: Db) => {
    const tracker = await lockTracker(tx, input.deviceId, input.accountId);
    if (!tracker) throw trackerNotFound();
    const active = await lockActiveSimOf(tx, input.deviceId);
    // asked again once it is done (a resumed job): the same answer, nothing changed twice
    if (active?.iccid === iccid) return { done: active };
    if (active) throw simConflict(SIM_REFUSALS.hasSim);
    await requireNoSwapInProgress(tx, input.deviceId);
    const sim = await lockSimByIccid(tx, iccid);
    requireUsableSim(sim, input.accountId, input.deviceId);
    return { sim };
  };
  const first = await db.transaction(check);
  if (first.done) return refOf(first.done);
  const answer = await askCarrier(() => carrier.activate(iccid));
  return db.transaction(async (tx) => {
    const again = await check(tx);
    if (again.done) return refOf(again.done);
    const row = again.sim ?? (await insertAndLockSim(tx, { iccid, carrier: carrier.name }));
    requireUsableSim(row, input.accountId, input.deviceId);
    const phone = answer.phone ?? row.phone;
    await updateTrackerSim(tx, input.deviceId, { iccid, phone });
    return refOf(
      await updateSim(tx, row.id, {
        status: 'active',
        accountId: input.accountId,
        deviceId: input.deviceId,
        phone,
        activatedAt: new Date(),
        retiredAt: null,
      }),
    );
  });
}
