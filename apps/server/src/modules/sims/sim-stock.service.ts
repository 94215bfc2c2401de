import type { Db } from '../../db/database.ts';
import type { SimCarrier } from '../../integrations/carriers/sim-carrier.ts';

/**
 * The SIM operations every caller shares (docs/decisions/0070): the customer's replacement, the utilities and the
 * demo data all go through these, so a SIM's status, its tracker and the carrier never disagree. Each throws an
 * HttpError (4xx, a clear message) for what it refuses and changes nothing then. (Signatures first; the bodies
 * land with the SIM module.)
 */
export interface SimRef {
  iccid: string;
  status: 'in-stock' | 'assigned' | 'active' | 'retired';
  accountId: number | null;
  deviceId: number | null;
  phone: string | null;
}

const notYet = (): never => {
  throw new Error('the SIM module has not landed yet');
};

/** A SIM into an account's drawer (in-stock → assigned); a SIM we did not know is registered if the carrier does. */
export async function reserveSim(
  _db: Db,
  _carrier: SimCarrier,
  _input: { iccid: string; accountId: number },
): Promise<SimRef> {
  return notYet();
}

/** Starts service on a tracker's SIM with the carrier (Setup) and records its phone number. */
export async function activateTrackerSim(_db: Db, _carrier: SimCarrier, _deviceId: number): Promise<SimRef> {
  return notYet();
}

/** Ends service on a tracker's SIM (Deactivate): the SIM is retired, the tracker keeps its history. */
export async function deactivateTrackerSim(
  _db: Db,
  _carrier: SimCarrier,
  _deviceId: number,
): Promise<SimRef> {
  return notYet();
}

/** Asks the carrier for the tracker's SIM's phone number again; stored on the SIM and the tracker. */
export async function refreshTrackerPhone(_db: Db, _carrier: SimCarrier, _deviceId: number): Promise<SimRef> {
  return notYet();
}

/** A new SIM put into a tracker that had none, or whose SIM is gone (Provision): active in it at once. */
export async function installSim(
  _db: Db,
  _carrier: SimCarrier,
  _input: { iccid: string; deviceId: number; accountId: number },
): Promise<SimRef> {
  return notYet();
}
