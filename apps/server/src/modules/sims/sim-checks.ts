import { iccidProblem } from '@lodestar/contracts';
import { unprocessable } from '../../http/errors.ts';
import type { CarrierSim } from '../../integrations/carriers/sim-carrier.ts';
import type { Db } from '../../db/database.ts';
import { carrierFailure, SIM_REFUSALS, simConflict, simUnusable, trackerNotFound } from './sim-refusals.ts';
import {
  lockActiveSimOf,
  lockSimByIccid,
  lockTracker,
  type SimRow,
  type TrackerSimFields,
} from './sims.repository.ts';
import { inProgressSwapOf } from './sim-swaps.repository.ts';

/** A malformed ICCID is refused before anything is looked up (the callers' schemas check it too). */
export function requireIccid(iccid: string): string {
  const value = iccid.trim();
  const problem = iccidProblem(value);
  if (problem) throw unprocessable(problem, { iccid: [problem] });
  return value;
}

/**
 * Whether a SIM may go into this account's tracker: not retired, not active in another tracker, not assigned to
 * another account, not held by another tracker's swap. A SIM we have no row for is the carrier's to judge.
 */
export function requireUsableSim(sim: SimRow | undefined, accountId: number, deviceId: number): void {
  if (!sim) return;
  if (sim.status === 'retired') throw simUnusable(SIM_REFUSALS.retired(sim.iccid));
  if (sim.status === 'active' && sim.deviceId !== deviceId)
    throw simConflict(SIM_REFUSALS.activeElsewhere(sim.iccid));
  if (sim.status === 'assigned' && sim.accountId !== accountId)
    throw simConflict(SIM_REFUSALS.otherAccount(sim.iccid));
  if (sim.status === 'assigned' && sim.deviceId !== null && sim.deviceId !== deviceId)
    throw simConflict(SIM_REFUSALS.pendingElsewhere(sim.iccid));
}

export interface TrackerSim {
  tracker: TrackerSimFields;
  iccid: string;
  /** undefined: a SIM provisioned onto the tracker (devices.iccid) before we kept SIM rows */
  sim: SimRow | undefined;
}

/**
 * The tracker's SIM, locked with the tracker: the SIM active in it, else the one it was provisioned with
 * (devices.iccid). Refuses a tracker without a SIM, or whose provisioned SIM has since gone elsewhere.
 */
export async function lockTrackerSim(
  tx: Db,
  deviceId: number,
  opts: { retiredOk?: boolean } = {},
): Promise<TrackerSim> {
  const tracker = await lockTracker(tx, deviceId);
  if (!tracker) throw trackerNotFound();
  const active = await lockActiveSimOf(tx, deviceId);
  if (active) return { tracker, iccid: active.iccid, sim: active };
  if (!tracker.iccid) throw simUnusable(SIM_REFUSALS.noSim);
  const sim = await lockSimByIccid(tx, tracker.iccid);
  if (!(opts.retiredOk && sim?.status === 'retired')) requireUsableSim(sim, tracker.accountId, deviceId);
  return { tracker, iccid: tracker.iccid, sim };
}

/** A swap in progress holds the tracker's SIM: nothing else changes it meanwhile. */
export async function requireNoSwapInProgress(tx: Db, deviceId: number): Promise<void> {
  if (await inProgressSwapOf(tx, deviceId)) throw simConflict(SIM_REFUSALS.swapInProgress);
}

/** Runs a carrier call, turning its failure into the answer (422 with its words, or 503). */
export async function askCarrier(call: () => Promise<CarrierSim>): Promise<CarrierSim> {
  try {
    return await call();
  } catch (err) {
    throw carrierFailure(err);
  }
}
